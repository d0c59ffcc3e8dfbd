CREATE TABLE `sync_clients` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`last_mutation_id` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `sync_meta` (
	`key` text PRIMARY KEY NOT NULL,
	`value` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sync_rejections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`client_id` text NOT NULL,
	`mutation_id` integer NOT NULL,
	`name` text NOT NULL,
	`args` text,
	`reason` text NOT NULL,
	`version` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`client_id`) REFERENCES `sync_clients`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sync_rejections_client_mutation_idx` ON `sync_rejections` (`client_id`,`mutation_id`);--> statement-breakpoint
CREATE INDEX `sync_rejections_client_version_idx` ON `sync_rejections` (`client_id`,`version`);--> statement-breakpoint
CREATE TABLE `tombstones` (
	`table_name` text NOT NULL,
	`row_id` text NOT NULL,
	`user_id` text NOT NULL,
	`version` integer NOT NULL,
	PRIMARY KEY(`table_name`, `row_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tombstones_user_version_idx` ON `tombstones` (`user_id`,`version`);--> statement-breakpoint
ALTER TABLE `expenses` ADD `version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `itinerary_items` ADD `version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `trips` ADD `version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `trips_user_version_idx` ON `trips` (`user_id`,`version`);