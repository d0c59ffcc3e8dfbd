CREATE TABLE `list_items` (
	`id` text PRIMARY KEY NOT NULL,
	`list_id` text NOT NULL,
	`trip_id` text NOT NULL,
	`text` text NOT NULL,
	`quantity` integer,
	`category` text,
	`assignee_id` text,
	`due_date` text,
	`checked` integer DEFAULT 0 NOT NULL,
	`position` real DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`created_by` text,
	`version` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`list_id`) REFERENCES `trip_lists`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `list_items_trip_version_idx` ON `list_items` (`trip_id`,`version`);--> statement-breakpoint
CREATE INDEX `list_items_list_idx` ON `list_items` (`list_id`);--> statement-breakpoint
CREATE TABLE `trip_lists` (
	`id` text PRIMARY KEY NOT NULL,
	`trip_id` text NOT NULL,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`visibility` text NOT NULL,
	`owner_id` text NOT NULL,
	`position` real DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`trip_id`) REFERENCES `trips`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `trip_lists_trip_version_idx` ON `trip_lists` (`trip_id`,`version`);--> statement-breakpoint
ALTER TABLE `tombstones` ADD `only_for` text;