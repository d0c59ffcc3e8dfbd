ALTER TABLE `list_items` ADD `day` integer;--> statement-breakpoint
ALTER TABLE `list_items` ADD `itinerary_item_id` text;