ALTER TABLE "products" ADD COLUMN "occasions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "same_day" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- hand-written
-- The storefront now shows the same-day countdown in the shop's time zone: a change of zone is a
-- change of what the storefront shows (docs/decisions/028), like its name or address.
DROP TRIGGER IF EXISTS businesses_storefront ON businesses;--> statement-breakpoint
CREATE TRIGGER businesses_storefront AFTER UPDATE ON businesses
  FOR EACH ROW WHEN (
    (OLD.name, OLD.url, OLD.logo_url, OLD.phone, OLD.email, OLD.address, OLD.currency, OLD.time_zone)
    IS DISTINCT FROM (NEW.name, NEW.url, NEW.logo_url, NEW.phone, NEW.email, NEW.address, NEW.currency, NEW.time_zone)
  ) EXECUTE FUNCTION storefront_changed();
