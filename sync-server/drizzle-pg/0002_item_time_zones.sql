ALTER TABLE "itinerary_items" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "itinerary_items" ADD COLUMN "end_time_zone" text;