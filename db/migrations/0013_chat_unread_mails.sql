ALTER TABLE "chats" ADD COLUMN "student_mailed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "chat_messages_unread_by_student_idx" ON "chat_messages" USING btree ("chat_id","created_at") WHERE "chat_messages"."sender_type" = 'company' and "chat_messages"."read_at" is null;--> statement-breakpoint
-- Messages that were unread before this mail existed are not mailed about all at once on the first run: every existing chat counts as mailed now.
UPDATE "chats" SET "student_mailed_at" = now();
