DROP INDEX "chats_company_id_idx";--> statement-breakpoint
CREATE INDEX "chats_user_id_updated_at_id_idx" ON "chats" USING btree ("user_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chats_company_id_updated_at_id_idx" ON "chats" USING btree ("company_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);