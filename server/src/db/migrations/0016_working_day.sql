CREATE TABLE "tax_settings" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"mode" text DEFAULT 'none' NOT NULL,
	"prices_include_tax" boolean DEFAULT true NOT NULL,
	"rate" numeric(6, 3) DEFAULT '0' NOT NULL,
	"delivery_taxed" boolean DEFAULT true NOT NULL,
	"delivery_rate" numeric(6, 3),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"method" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_business_number_key";--> statement-breakpoint
ALTER TABLE "order_form_settings" ADD COLUMN "draft_hide_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_form_settings" ADD COLUMN "draft_delete_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "origin" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "net_total" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_total" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_total" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "driver_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "driver_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "out_for_delivery_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tax_settings" ADD CONSTRAINT "tax_settings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refunds_business_idx" ON "order_refunds" USING btree ("business_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_stale_drafts_idx" ON "orders" USING btree ("business_id","created_at") WHERE "orders"."deleted_at" is null and "orders"."order_status" = 'draft' and "orders"."origin" = 'storefront';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_business_number_key" ON "orders" USING btree ("business_id","number") WHERE "orders"."number" > 0;--> statement-breakpoint
-- Orders so far were priced without tax: the total is the flowers plus a delivery's price.
UPDATE "orders" SET
  "total" = "price" + CASE WHEN "method" = 'delivery' THEN coalesce("delivery_price", 0) ELSE 0 END,
  "net_total" = "price" + CASE WHEN "method" = 'delivery' THEN coalesce("delivery_price", 0) ELSE 0 END;--> statement-breakpoint
UPDATE "orders" SET "refunded_total" = "total" WHERE "payment_status" = 'refunded';
