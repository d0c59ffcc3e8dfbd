CREATE TABLE "list_items" (
	"id" text PRIMARY KEY NOT NULL,
	"list_id" text NOT NULL,
	"trip_id" text NOT NULL,
	"text" text NOT NULL,
	"quantity" bigint,
	"category" text,
	"assignee_id" text,
	"due_date" text,
	"checked" bigint DEFAULT 0 NOT NULL,
	"position" double precision DEFAULT 0 NOT NULL,
	"created_at" text DEFAULT to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	"created_by" text,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"trip_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"visibility" text NOT NULL,
	"owner_id" text NOT NULL,
	"position" double precision DEFAULT 0 NOT NULL,
	"created_at" text DEFAULT to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tombstones" ADD COLUMN "only_for" text;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_list_id_trip_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "trip_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_lists" ADD CONSTRAINT "trip_lists_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "list_items_trip_version_idx" ON "list_items" USING btree ("trip_id","version");--> statement-breakpoint
CREATE INDEX "list_items_list_idx" ON "list_items" USING btree ("list_id");--> statement-breakpoint
CREATE INDEX "trip_lists_trip_version_idx" ON "trip_lists" USING btree ("trip_id","version");