ALTER TABLE "list_items" ADD COLUMN "day" bigint;--> statement-breakpoint
ALTER TABLE "list_items" ADD COLUMN "itinerary_item_id" text;