-- The order's staff view and the customer's order page are kept per shop like its list pages
-- (docs/decisions/067), as `order-views`: every table either reads tells when it changes, once per
-- statement, kind and shop, as migration 0041 does for orders and customers. A trigger may name
-- several kinds.
CREATE OR REPLACE FUNCTION shop_pages_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text;
BEGIN
  FOREACH kind IN ARRAY TG_ARGV LOOP
    PERFORM pg_notify('petal_cache', kind || ':' || shop::text)
      FROM (SELECT DISTINCT business_id AS shop FROM changed WHERE business_id IS NOT NULL) AS shops;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Rows that name their order only: the shop is the order's.
CREATE OR REPLACE FUNCTION order_pages_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text;
BEGIN
  FOREACH kind IN ARRAY TG_ARGV LOOP
    PERFORM pg_notify('petal_cache', kind || ':' || shop::text)
      FROM (SELECT DISTINCT o.business_id AS shop FROM changed c JOIN orders o ON o.id = c.order_id) AS shops;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The shop's own row: its name, currency and time zone are on every order's view, and the lists'
-- searches read a phone number in the shop's country (ADR 058 had left that to the page's minute).
CREATE OR REPLACE FUNCTION shop_row_pages_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text;
BEGIN
  FOREACH kind IN ARRAY TG_ARGV LOOP
    PERFORM pg_notify('petal_cache', kind || ':' || id::text) FROM changed;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Orders and customers tell the views too (the staff's view shows the customer's note).
DROP TRIGGER orders_pages_insert ON orders;--> statement-breakpoint
DROP TRIGGER orders_pages_update ON orders;--> statement-breakpoint
DROP TRIGGER orders_pages_delete ON orders;--> statement-breakpoint
DROP TRIGGER customers_pages_insert ON customers;--> statement-breakpoint
DROP TRIGGER customers_pages_update ON customers;--> statement-breakpoint
DROP TRIGGER customers_pages_delete ON customers;--> statement-breakpoint
DO $$
DECLARE
  target record;
  op text;
BEGIN
  FOR target IN
    SELECT * FROM (VALUES
      ('orders', 'shop_pages_changed', '''orders'', ''order-views'''),
      ('customers', 'shop_pages_changed', '''customers'', ''order-views'''),
      -- Lines, stock cost, payments, gift cards, texts, the team's names and the shop's tax.
      ('order_items', 'shop_pages_changed', '''order-views'''),
      ('stock_movements', 'shop_pages_changed', '''order-views'''),
      ('payment_entries', 'shop_pages_changed', '''order-views'''),
      ('order_gift_cards', 'shop_pages_changed', '''order-views'''),
      ('gift_cards', 'shop_pages_changed', '''order-views'''),
      ('text_outbox', 'shop_pages_changed', '''order-views'''),
      ('users', 'shop_pages_changed', '''order-views'''),
      ('tax_settings', 'shop_pages_changed', '''order-views'''),
      -- The history and the e-mails sent.
      ('order_history', 'order_pages_changed', '''order-views'''),
      ('mail_outbox', 'order_pages_changed', '''order-views''')
    ) AS t (name, fn, args)
  LOOP
    FOREACH op IN ARRAY ARRAY['INSERT', 'UPDATE', 'DELETE'] LOOP
      EXECUTE format(
        'CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION %I(%s)',
        target.name || '_pages_' || lower(op), op, target.name,
        CASE op WHEN 'DELETE' THEN 'OLD' ELSE 'NEW' END, target.fn, target.args
      );
    END LOOP;
  END LOOP;
END
$$;--> statement-breakpoint
CREATE TRIGGER businesses_pages_update AFTER UPDATE ON businesses
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shop_row_pages_changed('orders', 'order-views');
