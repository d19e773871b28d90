CREATE TABLE "editor_signatures" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_builds" (
	"id" serial PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changes" jsonb NOT NULL,
	"calls" integer DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "editor_signatures_expires_at_idx" ON "editor_signatures" USING btree ("expires_at");