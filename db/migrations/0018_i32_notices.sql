ALTER TABLE "whats_new_items" ADD COLUMN "event_id" integer;--> statement-breakpoint
ALTER TABLE "whats_new_items" ADD CONSTRAINT "whats_new_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_unread_by_user_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "whats_new_items_event_id_key" ON "whats_new_items" USING btree ("event_id");