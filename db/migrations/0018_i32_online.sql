ALTER TABLE "schedules" ADD COLUMN "attend_response_additional_information" text;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "reminded_additional_information" text;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "invited_additional_information" text;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "pre_entry_additional_information" text;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "entry_additional_information" text;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "pass_additional_information" text;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "elected_additional_information" text;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "defeated_additional_information" text;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "user_canceled_additional_information" text;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "thank_you_additional_information" text;