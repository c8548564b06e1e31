-- The shop's imprint and privacy notice are kept per storefront version (docs/decisions/059): saving
-- the legal details, and connecting or changing the card account (the notice names the card
-- provider only for a shop that takes cards), are new versions too.
CREATE TRIGGER business_legal_details_storefront AFTER INSERT OR UPDATE ON business_legal_details
  FOR EACH ROW EXECUTE FUNCTION storefront_changed();--> statement-breakpoint
DROP TRIGGER "businesses_storefront" ON "businesses";--> statement-breakpoint
CREATE TRIGGER businesses_storefront AFTER UPDATE ON businesses
  FOR EACH ROW WHEN (
    (OLD.name, OLD.url, OLD.logo_url, OLD.phone, OLD.email, OLD.address, OLD.currency, OLD.time_zone, OLD.language, OLD.stripe_account_id)
    IS DISTINCT FROM (NEW.name, NEW.url, NEW.logo_url, NEW.phone, NEW.email, NEW.address, NEW.currency, NEW.time_zone, NEW.language, NEW.stripe_account_id)
  ) EXECUTE FUNCTION storefront_changed();
