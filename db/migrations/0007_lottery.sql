CREATE TABLE "lottery_draws" (
	"schedule_id" integer PRIMARY KEY NOT NULL,
	"seed" text NOT NULL,
	"committed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"drawn_at" timestamp with time zone,
	"seat_count" integer,
	"ordered_codes" jsonb,
	"winner_count" integer
);
--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;