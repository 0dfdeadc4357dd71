CREATE TABLE "food_branded_search" (
	"fdc_id" integer PRIMARY KEY NOT NULL,
	"prior" real NOT NULL,
	"search" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "foods_branded_search_idx";--> statement-breakpoint
INSERT INTO "food_branded_search" ("fdc_id", "prior", "search") SELECT "fdc_id", "prior", "search" FROM "foods" WHERE "data_type" = 'Branded' ORDER BY "prior" DESC;--> statement-breakpoint
CREATE INDEX "food_branded_search_idx" ON "food_branded_search" USING gin ("search") WITH (fastupdate=false);