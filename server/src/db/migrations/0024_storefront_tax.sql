-- hand-written
-- The storefront shows the shop's tax so the cart's total reads as the order's will: a change of
-- the tax settings is a change of what the storefront shows (docs/decisions/028).
CREATE TRIGGER tax_settings_storefront AFTER INSERT OR UPDATE ON tax_settings
  FOR EACH ROW EXECUTE FUNCTION storefront_changed();
