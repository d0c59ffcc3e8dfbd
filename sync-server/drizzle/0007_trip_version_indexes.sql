DROP INDEX `expenses_trip_idx`;--> statement-breakpoint
CREATE INDEX `expenses_trip_version_idx` ON `expenses` (`trip_id`,`version`);--> statement-breakpoint
DROP INDEX `itinerary_items_trip_idx`;--> statement-breakpoint
CREATE INDEX `itinerary_items_trip_version_idx` ON `itinerary_items` (`trip_id`,`version`);