ALTER TABLE "popups" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "popups" ADD COLUMN "target_path_prefixes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "popups" ADD COLUMN "target_graduate_years" smallint[] DEFAULT '{}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "popups" ADD COLUMN "priority" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "popups" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "popups_window_idx" ON "popups" USING btree ("starts_at","ends_at");--> statement-breakpoint
ALTER TABLE "popups" ADD CONSTRAINT "popups_window_check" CHECK ("popups"."starts_at" < "popups"."ends_at");