-- Each process keeps the pages of a shop's order and customer lists until a row of that shop
-- changes (docs/decisions/058). One notice per statement, kind and shop, not per row: a statement
-- that writes a thousand orders of one shop (a seed, a merge) tells once.
CREATE OR REPLACE FUNCTION shop_pages_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('petal_cache', TG_ARGV[0] || ':' || shop::text)
    FROM (SELECT DISTINCT business_id AS shop FROM changed) AS shops;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_pages_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shop_pages_changed('orders');--> statement-breakpoint
CREATE TRIGGER orders_pages_update AFTER UPDATE ON orders
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shop_pages_changed('orders');--> statement-breakpoint
CREATE TRIGGER orders_pages_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shop_pages_changed('orders');--> statement-breakpoint
CREATE TRIGGER customers_pages_insert AFTER INSERT ON customers
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shop_pages_changed('customers');--> statement-breakpoint
CREATE TRIGGER customers_pages_update AFTER UPDATE ON customers
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shop_pages_changed('customers');--> statement-breakpoint
CREATE TRIGGER customers_pages_delete AFTER DELETE ON customers
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shop_pages_changed('customers');
