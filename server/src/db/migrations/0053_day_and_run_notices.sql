-- The working day's view and the delivery run are kept with the order lists, as `orders` pages
-- (docs/decisions/075). Besides the orders, the view reads each order's lines, the assignee's name
-- and the pickup place's: their tables tell `orders` too. The lines and the team told
-- `order-views` already (migration 0050); their triggers now name both kinds.
DO $$
DECLARE
  target text;
  op text;
BEGIN
  FOREACH target IN ARRAY ARRAY['order_items', 'users'] LOOP
    FOREACH op IN ARRAY ARRAY['INSERT', 'UPDATE', 'DELETE'] LOOP
      EXECUTE format('DROP TRIGGER %I ON %I', target || '_pages_' || lower(op), target);
      EXECUTE format(
        'CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shop_pages_changed(%L, %L)',
        target || '_pages_' || lower(op), op, target,
        CASE op WHEN 'DELETE' THEN 'OLD' ELSE 'NEW' END, 'order-views', 'orders'
      );
    END LOOP;
  END LOOP;
  FOREACH op IN ARRAY ARRAY['INSERT', 'UPDATE', 'DELETE'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER %s ON locations REFERENCING %s TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shop_pages_changed(%L)',
      'locations_pages_' || lower(op), op, CASE op WHEN 'DELETE' THEN 'OLD' ELSE 'NEW' END, 'orders'
    );
  END LOOP;
END
$$;
