CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"product_id" uuid,
	"variant_id" uuid,
	"product_name" text,
	"variant_name" text,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price" numeric(10, 2) NOT NULL,
	"total" numeric(10, 2) NOT NULL,
	"kind" text DEFAULT 'flowers' NOT NULL,
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_offered_options" (
	"product_id" uuid NOT NULL,
	"option_id" uuid NOT NULL,
	CONSTRAINT "product_offered_options_product_id_option_id_pk" PRIMARY KEY("product_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"current_quantity" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "product_options_quantity_not_negative" CHECK ("product_options"."current_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"current_quantity" integer,
	"photo_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "product_variants_quantity_not_negative" CHECK ("product_variants"."current_quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_offered_options" ADD CONSTRAINT "product_offered_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_offered_options" ADD CONSTRAINT "product_offered_options_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_photo_id_product_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."product_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "product_offered_options_option_idx" ON "product_offered_options" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "product_options_business_idx" ON "product_options" USING btree ("business_id","position","name") WHERE "product_options"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position") WHERE "product_variants"."deleted_at" is null;--> statement-breakpoint
-- hand-written
-- Sizes, add-ons and which add-ons a product offers change what the storefront shows
-- (docs/decisions/028): the one trigger function learns the join table, which names no shop.
CREATE OR REPLACE FUNCTION storefront_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_TABLE_NAME IN ('product_photos', 'product_offered_options') THEN
    PERFORM storefront_touch(p.business_id) FROM products p WHERE p.id = changed.product_id;
  ELSIF TG_TABLE_NAME = 'businesses' THEN
    PERFORM storefront_touch(changed.id);
  ELSE
    PERFORM storefront_touch(changed.business_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_variants_storefront AFTER INSERT OR UPDATE OR DELETE ON product_variants
  FOR EACH ROW EXECUTE FUNCTION storefront_changed();--> statement-breakpoint
CREATE TRIGGER product_options_storefront AFTER INSERT OR UPDATE OR DELETE ON product_options
  FOR EACH ROW EXECUTE FUNCTION storefront_changed();--> statement-breakpoint
CREATE TRIGGER product_offered_options_storefront AFTER INSERT OR UPDATE OR DELETE ON product_offered_options
  FOR EACH ROW EXECUTE FUNCTION storefront_changed();--> statement-breakpoint
-- Every existing order with a product or a price becomes an order of one line.
-- A gift card bought before lines existed stays a gift-card line (untaxed, issues a card when paid).
INSERT INTO order_items (business_id, order_id, position, product_id, product_name, quantity, unit_price, total, kind)
  SELECT o.business_id, o.id, 0, o.product_id, o.product_name, 1, o.price, o.price,
    coalesce((SELECT p.kind FROM products p WHERE p.id = o.product_id), 'flowers')
  FROM orders o
  WHERE o.product_id IS NOT NULL OR o.price <> 0;
