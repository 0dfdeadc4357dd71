CREATE TABLE "remembered_facts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "drew_on_memory" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "remembered_facts" ADD CONSTRAINT "remembered_facts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remembered_facts_user_created_idx" ON "remembered_facts" USING btree ("user_id","created_at");