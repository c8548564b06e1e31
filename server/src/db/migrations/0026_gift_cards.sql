CREATE TABLE "gift_card_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"gift_card_id" uuid NOT NULL,
	"type" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"order_id" uuid,
	"reason" text,
	"by_user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"code_last4" char(4) NOT NULL,
	"initial_amount" numeric(10, 2) NOT NULL,
	"balance" numeric(10, 2) NOT NULL,
	"currency" text NOT NULL,
	"order_id" uuid,
	"order_line" integer,
	"recipient_email" text,
	"recipient_name" text,
	"message" text,
	"expires_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_balance_not_negative" CHECK ("gift_cards"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_gift_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"gift_card_id" uuid NOT NULL,
	"amount" numeric(10, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_gift_cards_amount_not_negative" CHECK ("order_gift_cards"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_total" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "kind" text DEFAULT 'flowers' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_card_movements" ADD CONSTRAINT "gift_card_movements_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_movements" ADD CONSTRAINT "gift_card_movements_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_movements" ADD CONSTRAINT "gift_card_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_movements" ADD CONSTRAINT "gift_card_movements_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_gift_cards" ADD CONSTRAINT "order_gift_cards_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_gift_cards" ADD CONSTRAINT "order_gift_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_gift_cards" ADD CONSTRAINT "order_gift_cards_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_movements_card_idx" ON "gift_card_movements" USING btree ("gift_card_id","at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "gift_card_movements_order_idx" ON "gift_card_movements" USING btree ("order_id") WHERE "gift_card_movements"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_key" ON "gift_cards" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_order_line_key" ON "gift_cards" USING btree ("order_id","order_line") WHERE "gift_cards"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "gift_cards_business_idx" ON "gift_cards" USING btree ("business_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "gift_cards_business_last4_idx" ON "gift_cards" USING btree ("business_id","code_last4");--> statement-breakpoint
CREATE UNIQUE INDEX "order_gift_cards_order_card_key" ON "order_gift_cards" USING btree ("order_id","gift_card_id");--> statement-breakpoint
CREATE INDEX "order_gift_cards_card_idx" ON "order_gift_cards" USING btree ("gift_card_id");