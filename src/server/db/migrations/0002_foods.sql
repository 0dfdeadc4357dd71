CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "food_branded_tops" (
	"lexeme" text NOT NULL,
	"prior" real NOT NULL,
	"fdc_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_datasets" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"foods" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"foods" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "foods" (
	"fdc_id" integer PRIMARY KEY NOT NULL,
	"data_type" text NOT NULL,
	"description" text NOT NULL,
	"food_group" text,
	"brand_owner" text,
	"common_names" text,
	"nutrients" json NOT NULL,
	"portions" json NOT NULL,
	"head" text NOT NULL,
	"head_class" text,
	"prior" real DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', description), 'A') || setweight(to_tsvector('english', coalesce(common_names, '') || ' ' || coalesce(brand_owner, '')), 'C')) STORED NOT NULL,
	"head_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce(head_class, '') || ' ' || head)) STORED NOT NULL,
	"head_size" integer GENERATED ALWAYS AS (length(to_tsvector('english', head))) STORED NOT NULL
);
--> statement-breakpoint
CREATE INDEX "food_branded_tops_lexeme_idx" ON "food_branded_tops" USING btree ("lexeme" text_pattern_ops,"prior" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "food_terms_term_trgm_idx" ON "food_terms" USING gin ("term" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "food_terms_term_prefix_idx" ON "food_terms" USING btree ("term" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "foods_reference_search_idx" ON "foods" USING gin ("search") WITH (fastupdate=false) WHERE "foods"."data_type" <> 'Branded';--> statement-breakpoint
CREATE INDEX "foods_branded_search_idx" ON "foods" USING gin ("search") WITH (fastupdate=false) WHERE "foods"."data_type" = 'Branded';