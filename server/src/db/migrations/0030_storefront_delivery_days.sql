-- The storefront says which days the shop does not deliver, so its same-day countdown is not shown
-- on them: a change of the weekly windows or closed days is a change of what the storefront shows.
CREATE TRIGGER order_time_windows_storefront AFTER INSERT OR UPDATE OR DELETE ON order_time_windows
  FOR EACH ROW EXECUTE FUNCTION storefront_changed();
