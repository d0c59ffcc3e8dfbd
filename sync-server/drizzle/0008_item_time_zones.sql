ALTER TABLE `itinerary_items` ADD `time_zone` text;--> statement-breakpoint
ALTER TABLE `itinerary_items` ADD `end_time_zone` text;