DROP INDEX "expenses_trip_idx";--> statement-breakpoint
DROP INDEX "itinerary_items_trip_idx";--> statement-breakpoint
CREATE INDEX "expenses_trip_version_idx" ON "expenses" USING btree ("trip_id","version");--> statement-breakpoint
CREATE INDEX "itinerary_items_trip_version_idx" ON "itinerary_items" USING btree ("trip_id","version");