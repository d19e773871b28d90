ALTER TABLE "chats" DROP CONSTRAINT "chats_user_id_company_id_key";--> statement-breakpoint
ALTER TABLE "scout_messages" ADD COLUMN "chat_id" integer;--> statement-breakpoint
ALTER TABLE "scout_messages" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "scout_messages" SET "expires_at" = "sent_at" + interval '14 days';--> statement-breakpoint
ALTER TABLE "scout_messages" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "scout_messages" ADD COLUMN "response" text;--> statement-breakpoint
ALTER TABLE "scout_messages" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scout_messages" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "scout_messages" ADD CONSTRAINT "scout_messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scout_messages_company_id_user_id_idx" ON "scout_messages" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "scout_messages_company_id_sent_at_idx" ON "scout_messages" USING btree ("company_id","sent_at");--> statement-breakpoint
CREATE INDEX "chats_user_id_company_id_idx" ON "chats" USING btree ("user_id","company_id");--> statement-breakpoint
CREATE INDEX "chats_company_id_idx" ON "chats" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "scout_messages" ADD CONSTRAINT "scout_messages_chat_id_key" UNIQUE("chat_id");--> statement-breakpoint
ALTER TABLE "scout_messages" ADD CONSTRAINT "scout_messages_response_check" CHECK ("scout_messages"."response" is null or "scout_messages"."response" in ('accepted', 'declined'));--> statement-breakpoint
ALTER TABLE "scout_messages" ADD CONSTRAINT "scout_messages_responded_check" CHECK (("scout_messages"."response" is null) = ("scout_messages"."responded_at" is null));