CREATE TABLE "payment_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reverses_id" uuid,
	"provider_refund_id" text,
	"reason" text DEFAULT '' NOT NULL,
	"by_user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_entries_sign" CHECK (("payment_entries"."kind" = 'payment' and "payment_entries"."amount_cents" > 0) or ("payment_entries"."kind" <> 'payment' and "payment_entries"."amount_cents" < 0))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "received_total" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_entries" ADD CONSTRAINT "payment_entries_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_entries" ADD CONSTRAINT "payment_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_entries" ADD CONSTRAINT "payment_entries_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_entries_business_idx" ON "payment_entries" USING btree ("business_id","at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payment_entries_order_idx" ON "payment_entries" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_entries_provider_refund_key" ON "payment_entries" USING btree ("provider_refund_id") WHERE "payment_entries"."provider_refund_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_entries_reverses_key" ON "payment_entries" USING btree ("reverses_id") WHERE "payment_entries"."reverses_id" is not null;--> statement-breakpoint
-- backfill: the journal starts with every payment and refund the orders recorded so far.
INSERT INTO "payment_entries" ("business_id", "order_id", "kind", "method", "amount_cents", "at")
SELECT "business_id", "id", 'payment', "payment_method", round(("total" - "gift_card_total") * 100)::integer, "paid_at"
FROM "orders"
WHERE "paid_at" IS NOT NULL AND "payment_status" IN ('done', 'refunded')
  AND "payment_method" IN ('cash', 'card', 'bank_transfer', 'other', 'online')
  AND "total" - "gift_card_total" > 0;
--> statement-breakpoint
UPDATE "orders" SET "received_total" = "total" - "gift_card_total"
WHERE "paid_at" IS NOT NULL AND "payment_status" IN ('done', 'refunded')
  AND "payment_method" IN ('cash', 'card', 'bank_transfer', 'other', 'online')
  AND "total" - "gift_card_total" > 0;
--> statement-breakpoint
INSERT INTO "payment_entries" ("id", "business_id", "order_id", "kind", "method", "amount_cents", "reason", "by_user_id", "at")
SELECT "id", "business_id", "order_id", 'refund', "method", -round("amount" * 100)::integer, "reason", "by_user_id", "created_at"
FROM "order_refunds" WHERE "amount" > 0;
--> statement-breakpoint
-- A card payment refunded in full at the card provider was only a status: it becomes a refund row.
INSERT INTO "payment_entries" ("business_id", "order_id", "kind", "method", "amount_cents", "reason", "at")
SELECT "business_id", "id", 'refund', 'online', -round("received_total" * 100)::integer, 'Refunded at the card provider', "updated_at"
FROM "orders"
WHERE "payment_status" = 'refunded' AND "payment_method" = 'online' AND "refunded_total" = 0 AND "received_total" > 0;
--> statement-breakpoint
UPDATE "orders" SET "refunded_total" = "received_total"
WHERE "payment_status" = 'refunded' AND "payment_method" = 'online' AND "refunded_total" = 0 AND "received_total" > 0;
