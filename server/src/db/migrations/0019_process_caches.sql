-- Each process keeps copies of users' sign-in rows and shops' storefront versions
-- (docs/decisions/033); these notifications tell every process when a copy is no longer true.
CREATE OR REPLACE FUNCTION users_cache_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('petal_cache', 'user:' || OLD.id::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_cache AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION users_cache_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION storefront_touch(shop uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO storefront_versions (business_id, version) VALUES (shop, 1)
  ON CONFLICT (business_id) DO UPDATE SET version = storefront_versions.version + 1;
  SELECT pg_notify('petal_cache', 'storefront:' || shop::text);
$$;--> statement-breakpoint
-- A sale only lowers a product's stock: the storefront shows the product until none is left, so a
-- change of stock alone counts only when the product runs out or comes back. On a busy day every
-- order would otherwise invalidate the shop's storefront and queue on its version row.
DROP TRIGGER products_storefront ON products;--> statement-breakpoint
CREATE TRIGGER products_storefront AFTER INSERT OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION storefront_changed();--> statement-breakpoint
CREATE TRIGGER products_storefront_update AFTER UPDATE ON products
  FOR EACH ROW WHEN (
    (to_jsonb(OLD) - 'current_quantity' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'current_quantity' - 'updated_at')
    OR (coalesce(OLD.current_quantity, 1) > 0) IS DISTINCT FROM (coalesce(NEW.current_quantity, 1) > 0)
  ) EXECUTE FUNCTION storefront_changed();
