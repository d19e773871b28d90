ALTER TABLE "events" ADD COLUMN "resume_format" text DEFAULT 'pdf' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "resume_submission_limit_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "attend_response_additional_information" text;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "reminded_additional_information" text;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "invited_additional_information" text;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "pre_entry_additional_information" text;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "entry_additional_information" text;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "pass_additional_information" text;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "elected_additional_information" text;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "defeated_additional_information" text;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "user_canceled_additional_information" text;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "thank_you_additional_information" text;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "resume_kind" text;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "resume_file_name" text;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "resume_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "resume_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "whats_new_items" ADD COLUMN "event_id" integer;--> statement-breakpoint
ALTER TABLE "whats_new_items" ADD CONSTRAINT "whats_new_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_unread_by_user_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "whats_new_items_event_id_key" ON "whats_new_items" USING btree ("event_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_resume_format_check" CHECK ("events"."resume_format" in ('pdf', 'url'));--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_resume_kind_check" CHECK (("entries"."resume_kind" is null and "entries"."resume" is null) or ("entries"."resume_kind" in ('pdf', 'url') and "entries"."resume" is not null));