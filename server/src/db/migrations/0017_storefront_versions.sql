CREATE TABLE "storefront_versions" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "storefront_versions" ADD CONSTRAINT "storefront_versions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Raises a shop's storefront version; the row lock makes concurrent changes count one after the other.
CREATE OR REPLACE FUNCTION storefront_touch(shop uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO storefront_versions (business_id, version) VALUES (shop, 1)
  ON CONFLICT (business_id) DO UPDATE SET version = storefront_versions.version + 1
$$;--> statement-breakpoint
-- One trigger function for every table the storefront reads; photos belong to a shop through their product.
CREATE OR REPLACE FUNCTION storefront_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_TABLE_NAME = 'product_photos' THEN
    PERFORM storefront_touch(p.business_id) FROM products p WHERE p.id = changed.product_id;
  ELSIF TG_TABLE_NAME = 'businesses' THEN
    PERFORM storefront_touch(changed.id);
  ELSE
    PERFORM storefront_touch(changed.business_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_storefront AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION storefront_changed();--> statement-breakpoint
CREATE TRIGGER product_photos_storefront AFTER INSERT OR UPDATE OR DELETE ON product_photos
  FOR EACH ROW EXECUTE FUNCTION storefront_changed();--> statement-breakpoint
CREATE TRIGGER categories_storefront AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH ROW EXECUTE FUNCTION storefront_changed();--> statement-breakpoint
CREATE TRIGGER order_form_settings_storefront AFTER INSERT OR UPDATE ON order_form_settings
  FOR EACH ROW EXECUTE FUNCTION storefront_changed();--> statement-breakpoint
-- Only the shop's public details: taking an order number also updates the row, and must not count.
CREATE TRIGGER businesses_storefront AFTER UPDATE ON businesses
  FOR EACH ROW WHEN (
    (OLD.name, OLD.url, OLD.logo_url, OLD.phone, OLD.email, OLD.address, OLD.currency)
    IS DISTINCT FROM (NEW.name, NEW.url, NEW.logo_url, NEW.phone, NEW.email, NEW.address, NEW.currency)
  ) EXECUTE FUNCTION storefront_changed();
