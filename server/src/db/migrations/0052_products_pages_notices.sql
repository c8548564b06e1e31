-- The staff's pages of a shop's products are kept per shop like its order lists (docs/decisions/073),
-- as `products`: every table a product's answer reads tells when it changes, once per statement,
-- kind and shop. Stock counts are on products, sizes and add-ons, so a sale tells too.
-- Rows that name their product only: the shop is the product's.
CREATE OR REPLACE FUNCTION product_pages_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text;
BEGIN
  FOREACH kind IN ARRAY TG_ARGV LOOP
    PERFORM pg_notify('petal_cache', kind || ':' || shop::text)
      FROM (SELECT DISTINCT p.business_id AS shop FROM changed c JOIN products p ON p.id = c.product_id) AS shops;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  target record;
  op text;
BEGIN
  FOR target IN
    SELECT * FROM (VALUES
      ('products', 'shop_pages_changed'),
      ('product_variants', 'shop_pages_changed'),
      ('product_options', 'shop_pages_changed'),
      ('product_photos', 'product_pages_changed'),
      ('product_offered_options', 'product_pages_changed'),
      ('product_locations', 'product_pages_changed')
    ) AS t (name, fn)
  LOOP
    FOREACH op IN ARRAY ARRAY['INSERT', 'UPDATE', 'DELETE'] LOOP
      EXECUTE format(
        'CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION %I(%L)',
        target.name || '_pages_' || lower(op), op, target.name,
        CASE op WHEN 'DELETE' THEN 'OLD' ELSE 'NEW' END, target.fn, 'products'
      );
    END LOOP;
  END LOOP;
END
$$;
