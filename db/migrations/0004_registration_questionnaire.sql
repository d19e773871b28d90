CREATE TABLE "student_verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_cooperating_sites" ADD COLUMN "registered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_registrations" ADD COLUMN "completion_result" jsonb;--> statement-breakpoint
ALTER TABLE "student_verification_codes" ADD CONSTRAINT "student_verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_verification_codes_user_id_idx" ON "student_verification_codes" USING btree ("user_id");