-- A storefront cart's writes commit without waiting for the disk (docs/decisions/087): called in
-- the cart's own statement with `cart` true, it turns synchronous_commit off for that statement's
-- transaction alone (set_config's third argument), which ends with it. Answers true whatever it is
-- asked, so that it can stand in a statement's condition or its returned columns.
CREATE FUNCTION cart_commits_without_waiting(cart boolean) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF cart THEN
    PERFORM set_config('synchronous_commit', 'off', true);
  END IF;
  RETURN true;
END
$$;
