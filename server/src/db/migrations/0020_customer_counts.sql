CREATE TABLE "customer_counts" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_counts" ADD CONSTRAINT "customer_counts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Statement triggers with transition tables: one row per shop and statement, however many
-- customers a statement adds or removes (a bulk load, a restore, a single new customer).
CREATE OR REPLACE FUNCTION customer_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_counts (business_id, count)
    SELECT business_id, count(*) FROM added GROUP BY business_id
  ON CONFLICT (business_id) DO UPDATE SET count = customer_counts.count + excluded.count;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION customer_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customer_counts SET count = customer_counts.count - gone.n
    FROM (SELECT business_id, count(*) AS n FROM removed GROUP BY business_id) AS gone
    WHERE customer_counts.business_id = gone.business_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER customers_counted AFTER INSERT ON customers
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION customer_counts_added();--> statement-breakpoint
CREATE TRIGGER customers_uncounted AFTER DELETE ON customers
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION customer_counts_removed();--> statement-breakpoint
INSERT INTO customer_counts (business_id, count)
  SELECT business_id, count(*) FROM customers GROUP BY business_id;
