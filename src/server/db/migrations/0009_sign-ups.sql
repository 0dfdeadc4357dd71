CREATE TABLE "idp_sign_ups" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"interaction_uid" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "idp_sign_ups_email_idx" ON "idp_sign_ups" USING btree ("email");--> statement-breakpoint
CREATE INDEX "idp_sign_ups_expires_at_idx" ON "idp_sign_ups" USING btree ("expires_at");