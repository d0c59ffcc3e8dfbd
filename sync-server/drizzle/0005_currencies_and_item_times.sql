ALTER TABLE `expenses` ADD `currency` text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE `expenses` ADD `rate` real;--> statement-breakpoint
ALTER TABLE `expenses` ADD `rate_date` text;--> statement-breakpoint
ALTER TABLE `expenses` ADD `rate_source` text;--> statement-breakpoint
ALTER TABLE `itinerary_items` ADD `end_time` text;--> statement-breakpoint
ALTER TABLE `itinerary_items` ADD `reference` text;--> statement-breakpoint
ALTER TABLE `trips` ADD `currency` text DEFAULT 'USD' NOT NULL;