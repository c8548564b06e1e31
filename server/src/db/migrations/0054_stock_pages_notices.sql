-- The shop's current stock (its flowers with their totals) is kept per shop as `stock` pages
-- (docs/decisions/076): the flowers and their movements tell. The movements told `order-views`
-- already (migration 0050); their triggers now name both kinds.
DO $$
DECLARE
  op text;
BEGIN
  FOREACH op IN ARRAY ARRAY['INSERT', 'UPDATE', 'DELETE'] LOOP
    EXECUTE format('DROP TRIGGER %I ON stock_movements', 'stock_movements_pages_' || lower(op));
    EXECUTE format(
      'CREATE TRIGGER %I AFTER %s ON stock_movements REFERENCING %s TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shop_pages_changed(%L, %L)',
      'stock_movements_pages_' || lower(op), op, CASE op WHEN 'DELETE' THEN 'OLD' ELSE 'NEW' END, 'order-views', 'stock'
    );
    EXECUTE format(
      'CREATE TRIGGER %I AFTER %s ON flowers REFERENCING %s TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shop_pages_changed(%L)',
      'flowers_pages_' || lower(op), op, CASE op WHEN 'DELETE' THEN 'OLD' ELSE 'NEW' END, 'stock'
    );
  END LOOP;
END
$$;
