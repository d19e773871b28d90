ALTER TABLE "lottery_draws" ADD COLUMN "ordered_course_ids" jsonb;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "course_seat_counts" jsonb;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "winning_codes" jsonb;