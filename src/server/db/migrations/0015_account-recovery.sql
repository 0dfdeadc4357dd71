CREATE TABLE "idp_link_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"account_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idp_accounts" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "previous_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_undo_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_undo_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "idp_link_tokens" ADD CONSTRAINT "idp_link_tokens_account_id_idp_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."idp_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idp_link_tokens_account_id_idx" ON "idp_link_tokens" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "idp_link_tokens_expires_at_idx" ON "idp_link_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_email_undo_token_hash_idx" ON "users" USING btree ("email_undo_token_hash");