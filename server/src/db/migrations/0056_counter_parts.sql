-- Counters that every order of a shop changes are kept in sixteen parts (docs/decisions/086): a
-- connection adds to the part its backend's process id picks and readers sum the parts, so that
-- concurrent orders no longer queue on one row until each commits.
CREATE FUNCTION counter_part() RETURNS smallint LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT (pg_backend_pid() % 16)::smallint
$$;--> statement-breakpoint
ALTER TABLE "order_counts" DROP CONSTRAINT "order_counts_business_id_order_status_pk";--> statement-breakpoint
ALTER TABLE "order_counts" ADD COLUMN "part" smallint DEFAULT counter_part() NOT NULL;--> statement-breakpoint
ALTER TABLE "order_counts" ADD CONSTRAINT "order_counts_business_id_order_status_part_pk" PRIMARY KEY("business_id","order_status","part");--> statement-breakpoint
ALTER TABLE "customer_counts" DROP CONSTRAINT "customer_counts_pkey";--> statement-breakpoint
ALTER TABLE "customer_counts" ADD COLUMN "part" smallint DEFAULT counter_part() NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_counts" ADD CONSTRAINT "customer_counts_business_id_part_pk" PRIMARY KEY("business_id","part");--> statement-breakpoint
CREATE OR REPLACE FUNCTION customer_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_counts (business_id, count)
    SELECT business_id, count(*) FROM added GROUP BY business_id
  ON CONFLICT (business_id, part) DO UPDATE SET count = customer_counts.count + excluded.count;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION customer_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_counts (business_id, count)
    SELECT business_id, -count(*) FROM removed GROUP BY business_id
  ON CONFLICT (business_id, part) DO UPDATE SET count = customer_counts.count + excluded.count;
  RETURN NULL;
END
$$;
