DROP INDEX "food_branded_search_idx";--> statement-breakpoint
ALTER TABLE "food_branded_search" ADD COLUMN "top_tier" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "food_branded_search" SET "top_tier" = true WHERE "fdc_id" IN (SELECT "fdc_id" FROM "food_branded_search" ORDER BY "prior" DESC LIMIT 50000);--> statement-breakpoint
CREATE INDEX "food_branded_search_top_idx" ON "food_branded_search" USING gin ("search") WITH (fastupdate=false) WHERE "food_branded_search"."top_tier";--> statement-breakpoint
CREATE INDEX "food_branded_search_rest_idx" ON "food_branded_search" USING gin ("search") WITH (fastupdate=false) WHERE not "food_branded_search"."top_tier";