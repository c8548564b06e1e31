ALTER TABLE "gift_cards" ADD COLUMN "send_on" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_recipient_email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_message" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_send_on" date;