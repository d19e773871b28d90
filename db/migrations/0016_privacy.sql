CREATE TABLE "sign_in_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"method" text NOT NULL,
	"signed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_history_method_check" CHECK ("sign_in_history"."method" in ('code', 'link', 'reauthentication'))
);
--> statement-breakpoint
ALTER TABLE "user_sessions" ADD COLUMN "reauthenticated_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sign_in_history" ADD CONSTRAINT "sign_in_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_history_user_id_signed_in_at_idx" ON "sign_in_history" USING btree ("user_id","signed_in_at");