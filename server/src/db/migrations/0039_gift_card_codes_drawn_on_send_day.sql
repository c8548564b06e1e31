ALTER TABLE "gift_cards" ALTER COLUMN "code_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "gift_card_id" uuid;--> statement-breakpoint
CREATE INDEX "mail_outbox_gift_card_idx" ON "mail_outbox" USING btree ("gift_card_id") WHERE "mail_outbox"."gift_card_id" is not null;