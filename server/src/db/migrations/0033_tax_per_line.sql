CREATE TABLE "tax_classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"rate" numeric(6, 3) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_included" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_tax_rate" numeric(6, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "goods_net" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_rate" numeric(6, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_class_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_class_name" text;--> statement-breakpoint
ALTER TABLE "product_options" ADD COLUMN "tax_class_id" uuid;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "tax_class_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_class_id" uuid;--> statement-breakpoint
ALTER TABLE "tax_classes" ADD CONSTRAINT "tax_classes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_classes_business_idx" ON "tax_classes" USING btree ("business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_classes_default_idx" ON "tax_classes" USING btree ("business_id") WHERE "tax_classes"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "tax_classes_name_idx" ON "tax_classes" USING btree ("business_id",lower("name"));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_tax_class_id_tax_classes_id_fk" FOREIGN KEY ("tax_class_id") REFERENCES "public"."tax_classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_tax_class_id_tax_classes_id_fk" FOREIGN KEY ("tax_class_id") REFERENCES "public"."tax_classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_tax_class_id_tax_classes_id_fk" FOREIGN KEY ("tax_class_id") REFERENCES "public"."tax_classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tax_class_id_tax_classes_id_fk" FOREIGN KEY ("tax_class_id") REFERENCES "public"."tax_classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written
-- A shop's rates are part of what its storefront shows (each product's rate, for the cart's total).
CREATE TRIGGER tax_classes_storefront AFTER INSERT OR UPDATE OR DELETE ON tax_classes
  FOR EACH ROW EXECUTE FUNCTION storefront_changed();--> statement-breakpoint
-- backfill
-- Every shop with tax settings gets its one rate as its default class (docs/decisions/046).
INSERT INTO tax_classes (business_id, name, rate, is_default)
  SELECT business_id, 'Standard', rate, true FROM tax_settings;--> statement-breakpoint
-- Each existing order's lines get the rate they were priced at, and the order how it was priced,
-- read from its stored figures the way the pricing rule wrote them: before this migration a
-- shop had one rate, so an order's tax lines are the goods' rate first and delivery's second. With
-- one tax line, which of goods and delivery it taxed is the part whose amount it is (goods and
-- delivery, the goods alone, or delivery alone). Gift-card lines were untaxed. Add-ons keep no
-- rate of their own and are at their line's.
WITH base AS (
  SELECT o.id,
    o.price - o.discount_total - coalesce(g.cents, 0) AS goods,
    CASE WHEN o.method = 'delivery' THEN coalesce(o.delivery_price, 0) ELSE 0 END AS delivery,
    o.total = o.price - o.discount_total
      + CASE WHEN o.method = 'delivery' THEN coalesce(o.delivery_price, 0) ELSE 0 END AS included,
    jsonb_array_length(o.tax_lines) AS n,
    (o.tax_lines->0->>'rate')::numeric AS r1,
    (o.tax_lines->1->>'rate')::numeric AS r2,
    (o.tax_lines->0->>'base')::numeric AS b1,
    (o.tax_lines->0->>'amount')::numeric AS a1
  FROM orders o
  LEFT JOIN (SELECT order_id, sum(total) AS cents FROM order_items WHERE kind = 'gift_card' GROUP BY order_id) g
    ON g.order_id = o.id
), parts AS (
  SELECT *, CASE WHEN included THEN b1 + a1 ELSE b1 END AS part FROM base
), figures AS (
  SELECT id, included, goods,
    CASE WHEN n = 0 THEN 0 WHEN n >= 2 THEN r1
      WHEN part = goods + delivery OR part = goods THEN r1
      WHEN part = delivery THEN 0 ELSE r1 END AS goods_rate,
    CASE WHEN n = 0 THEN 0 WHEN n >= 2 THEN r2
      WHEN part = goods + delivery THEN r1
      WHEN part = goods THEN 0 ELSE r1 END AS delivery_rate
  FROM parts
), lines AS (
  UPDATE order_items i SET
    tax_rate = CASE WHEN i.kind = 'gift_card' THEN 0 ELSE f.goods_rate END,
    tax_class_name = CASE WHEN i.kind = 'gift_card' OR f.goods_rate = 0 THEN NULL ELSE (
      SELECT c.name FROM tax_classes c
      WHERE c.business_id = i.business_id AND c.is_default AND c.rate = f.goods_rate) END
  FROM figures f WHERE f.id = i.order_id
  RETURNING i.id
)
UPDATE orders o SET
  tax_included = f.included,
  delivery_tax_rate = f.delivery_rate,
  goods_net = CASE WHEN f.goods <= 0 THEN 0
    WHEN f.included THEN f.goods - round(f.goods * f.goods_rate / (100 + f.goods_rate), 2)
    ELSE f.goods END
FROM figures f WHERE f.id = o.id;
