CREATE TABLE "trip_invitations" (
	"trip_id" text NOT NULL,
	"user_id" text NOT NULL,
	"invited_by" text NOT NULL,
	"role" text NOT NULL,
	"created_at" text DEFAULT to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	CONSTRAINT "trip_invitations_trip_id_user_id_pk" PRIMARY KEY("trip_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username_key" text;--> statement-breakpoint
-- Names that differ only by case may already exist: the first registered of each such group
-- takes the key, the others keep working with none, and no new one can join them (decision 005).
UPDATE "users" SET "username_key" = lower("username")
  WHERE NOT EXISTS (
    SELECT 1 FROM "users" "o" WHERE lower("o"."username") = lower("users"."username")
      AND ("o"."created_at" < "users"."created_at"
        OR ("o"."created_at" = "users"."created_at" AND "o"."id" < "users"."id"))
  );--> statement-breakpoint
ALTER TABLE "trip_invitations" ADD CONSTRAINT "trip_invitations_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_invitations" ADD CONSTRAINT "trip_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_invitations" ADD CONSTRAINT "trip_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_invitations_user_idx" ON "trip_invitations" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_username_key_unique" UNIQUE("username_key");