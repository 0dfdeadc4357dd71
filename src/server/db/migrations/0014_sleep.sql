CREATE TABLE "sleep_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"minutes_slept" smallint,
	"bedtime" text,
	"wake_time" text,
	"quality" smallint,
	"wakings" smallint,
	"logged_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sleep_entries_not_empty" CHECK ("sleep_entries"."minutes_slept" IS NOT NULL OR "sleep_entries"."quality" IS NOT NULL OR "sleep_entries"."wakings" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "sleep_entries" ADD CONSTRAINT "sleep_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sleep_entries_user_day_idx" ON "sleep_entries" USING btree ("user_id","day");