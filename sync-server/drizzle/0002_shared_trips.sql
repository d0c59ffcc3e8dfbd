CREATE TABLE `trip_members` (
	`trip_id` text NOT NULL,
	`user_id` text NOT NULL,
	`role` text NOT NULL,
	`status` text NOT NULL,
	`joined_at` text NOT NULL,
	`joined_version` integer NOT NULL,
	`version` integer NOT NULL,
	PRIMARY KEY(`trip_id`, `user_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `trip_members_user_idx` ON `trip_members` (`user_id`,`status`);--> statement-breakpoint
ALTER TABLE `expenses` ADD `created_by` text;--> statement-breakpoint
ALTER TABLE `expenses` ADD `paid_by` text;--> statement-breakpoint
ALTER TABLE `expenses` ADD `split` text;--> statement-breakpoint
ALTER TABLE `expenses` ADD `kind` text DEFAULT 'expense' NOT NULL;--> statement-breakpoint
ALTER TABLE `itinerary_items` ADD `created_by` text;--> statement-breakpoint
ALTER TABLE `tombstones` ADD `trip_id` text;--> statement-breakpoint
CREATE INDEX `tombstones_trip_version_idx` ON `tombstones` (`trip_id`,`version`);--> statement-breakpoint
-- Every existing trip's owner becomes its first member, joined when the trip was last changed.
INSERT INTO `trip_members` (`trip_id`, `user_id`, `role`, `status`, `joined_at`, `joined_version`, `version`)
  SELECT `id`, `user_id`, 'owner', 'active', `created_at`, `version`, `version` FROM `trips`;--> statement-breakpoint
-- Before sharing only the owner could add anything.
UPDATE `expenses` SET `created_by` = (SELECT `user_id` FROM `trips` WHERE `trips`.`id` = `expenses`.`trip_id`);--> statement-breakpoint
UPDATE `itinerary_items` SET `created_by` = (SELECT `user_id` FROM `trips` WHERE `trips`.`id` = `itinerary_items`.`trip_id`);--> statement-breakpoint
UPDATE `tombstones` SET `trip_id` = `row_id` WHERE `table_name` = 'trips';--> statement-breakpoint
-- Older tombstones of items and expenses do not know their trip, so pull can no longer route
-- them: a device that has not seen them yet (a cursor below the current version) takes a full
-- snapshot instead (decision 005).
INSERT INTO `sync_meta` (`key`, `value`)
  SELECT 'tombstone_horizon', `value` FROM `sync_meta` WHERE `key` = 'version' AND `value` > 0
  ON CONFLICT (`key`) DO UPDATE SET `value` = max(`value`, excluded.`value`);
