ALTER TABLE "businesses" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" text;--> statement-breakpoint
-- hand-written
-- Only the two languages (docs/decisions/042); an order's is null until the customer's page names one.
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_language_check" CHECK ("language" IN ('en', 'de'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_language_check" CHECK ("language" IS NULL OR "language" IN ('en', 'de'));--> statement-breakpoint
-- The storefront answer carries the shop's language (and, since 0025, its time zone): changing either is a new storefront version (ADR 028).
DROP TRIGGER "businesses_storefront" ON "businesses";--> statement-breakpoint
CREATE TRIGGER businesses_storefront AFTER UPDATE ON businesses
  FOR EACH ROW WHEN (
    (OLD.name, OLD.url, OLD.logo_url, OLD.phone, OLD.email, OLD.address, OLD.currency, OLD.time_zone, OLD.language)
    IS DISTINCT FROM (NEW.name, NEW.url, NEW.logo_url, NEW.phone, NEW.email, NEW.address, NEW.currency, NEW.time_zone, NEW.language)
  ) EXECUTE FUNCTION storefront_changed();
