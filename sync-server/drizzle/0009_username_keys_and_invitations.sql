CREATE TABLE `trip_invitations` (
	`trip_id` text NOT NULL,
	`user_id` text NOT NULL,
	`invited_by` text NOT NULL,
	`role` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`trip_id`, `user_id`),
	FOREIGN KEY (`trip_id`) REFERENCES `trips`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `trip_invitations_user_idx` ON `trip_invitations` (`user_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `username_key` text;--> statement-breakpoint
-- Names that differ only by case may already exist: the first registered of each such group
-- takes the key, the others keep working with none, and no new one can join them (decision 005).
-- lower() folds A-Z here; the server folds every new name fully (auth/username-key.ts).
UPDATE `users` SET `username_key` = lower(`username`)
  WHERE NOT EXISTS (
    SELECT 1 FROM `users` `o` WHERE lower(`o`.`username`) = lower(`users`.`username`)
      AND (`o`.`created_at` < `users`.`created_at`
        OR (`o`.`created_at` = `users`.`created_at` AND `o`.`id` < `users`.`id`))
  );--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_key_unique` ON `users` (`username_key`);