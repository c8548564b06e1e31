-- The stock movements' history is kept with the current stock, as a `stock` page
-- (docs/decisions/078). Besides the movements and the flowers, which tell `stock` already
-- (migration 0054), it names who made each movement: the team's trigger now names that kind too.
DO $$
DECLARE
  op text;
BEGIN
  FOREACH op IN ARRAY ARRAY['INSERT', 'UPDATE', 'DELETE'] LOOP
    EXECUTE format('DROP TRIGGER %I ON users', 'users_pages_' || lower(op));
    EXECUTE format(
      'CREATE TRIGGER %I AFTER %s ON users REFERENCING %s TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shop_pages_changed(%L, %L, %L)',
      'users_pages_' || lower(op), op, CASE op WHEN 'DELETE' THEN 'OLD' ELSE 'NEW' END,
      'order-views', 'orders', 'stock'
    );
  END LOOP;
END
$$;
