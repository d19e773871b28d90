CREATE TABLE "entry_requests" (
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" smallint NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entry_requests_user_id_idempotency_key_pk" PRIMARY KEY("user_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "entries" DROP CONSTRAINT "entries_state_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "calendar_feed_secret" text;--> statement-breakpoint
ALTER TABLE "entry_requests" ADD CONSTRAINT "entry_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entry_requests_created_at_idx" ON "entry_requests" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_calendar_feed_secret_unique" UNIQUE("calendar_feed_secret");--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_state_check" CHECK ("entries"."state" in ('pre_entried', 'entried', 'invited', 'elected', 'defeated', 'attended', 'absenced', 'canceled', 'remained'));