CREATE TABLE `trip_stops` (
	`id` text PRIMARY KEY NOT NULL,
	`trip_id` text NOT NULL,
	`place` text NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`position` real DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`created_by` text,
	`version` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`trip_id`) REFERENCES `trips`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `trip_stops_trip_version_idx` ON `trip_stops` (`trip_id`,`version`);--> statement-breakpoint
ALTER TABLE `itinerary_items` ADD `place` text;