CREATE TABLE "slot_bookings" (
	"business_id" uuid NOT NULL,
	"window_type" text NOT NULL,
	"booking_date" date NOT NULL,
	"time_slot" text NOT NULL,
	"booked" integer NOT NULL,
	CONSTRAINT "slot_bookings_business_id_window_type_booking_date_time_slot_pk" PRIMARY KEY("business_id","window_type","booking_date","time_slot")
);
--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- An order holds a place in its window while it is submitted (not a draft) and not deleted. A row
-- trigger whose WHEN clause (checked without calling the function) lets every change that keeps
-- the order's place through: status steps, notes, payments, drafts being written. A move takes the
-- two windows in one order (COLLATE "C", as the app sorts them), so that two orders swapping
-- windows never wait for each other in a circle.
CREATE OR REPLACE FUNCTION slot_bookings_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO slot_bookings AS s (business_id, window_type, booking_date, time_slot, booked)
  SELECT business_id, window_type, booking_date, time_slot, sum(delta)::int FROM (
    SELECT OLD.business_id, OLD.method, OLD.delivery_date, OLD.time_slot, -1
    WHERE TG_OP <> 'INSERT' AND OLD.order_status <> 'draft' AND OLD.deleted_at IS NULL
      AND OLD.delivery_date IS NOT NULL AND OLD.time_slot IS NOT NULL
    UNION ALL
    SELECT NEW.business_id, NEW.method, NEW.delivery_date, NEW.time_slot, 1
    WHERE TG_OP <> 'DELETE' AND NEW.order_status <> 'draft' AND NEW.deleted_at IS NULL
      AND NEW.delivery_date IS NOT NULL AND NEW.time_slot IS NOT NULL
  ) AS moved (business_id, window_type, booking_date, time_slot, delta)
  GROUP BY business_id, window_type, booking_date, time_slot
  HAVING sum(delta) <> 0
  ORDER BY business_id, window_type, booking_date, time_slot COLLATE "C"
  ON CONFLICT (business_id, window_type, booking_date, time_slot) DO UPDATE SET booked = s.booked + excluded.booked;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_slot_bookings_insert AFTER INSERT ON orders FOR EACH ROW
  WHEN (NEW.order_status <> 'draft' AND NEW.deleted_at IS NULL AND NEW.delivery_date IS NOT NULL AND NEW.time_slot IS NOT NULL)
  EXECUTE FUNCTION slot_bookings_moved();--> statement-breakpoint
CREATE TRIGGER orders_slot_bookings_update AFTER UPDATE ON orders FOR EACH ROW
  WHEN (
    (OLD.order_status <> 'draft' AND OLD.deleted_at IS NULL AND OLD.delivery_date IS NOT NULL AND OLD.time_slot IS NOT NULL,
     OLD.business_id, OLD.method, OLD.delivery_date, OLD.time_slot)
    IS DISTINCT FROM
    (NEW.order_status <> 'draft' AND NEW.deleted_at IS NULL AND NEW.delivery_date IS NOT NULL AND NEW.time_slot IS NOT NULL,
     NEW.business_id, NEW.method, NEW.delivery_date, NEW.time_slot)
  ) EXECUTE FUNCTION slot_bookings_moved();--> statement-breakpoint
CREATE TRIGGER orders_slot_bookings_delete AFTER DELETE ON orders FOR EACH ROW
  WHEN (OLD.order_status <> 'draft' AND OLD.deleted_at IS NULL AND OLD.delivery_date IS NOT NULL AND OLD.time_slot IS NOT NULL)
  EXECUTE FUNCTION slot_bookings_moved();--> statement-breakpoint
-- The places orders already hold.
INSERT INTO slot_bookings (business_id, window_type, booking_date, time_slot, booked)
SELECT business_id, method, delivery_date, time_slot, count(*)::int FROM orders
WHERE order_status <> 'draft' AND deleted_at IS NULL AND delivery_date IS NOT NULL AND time_slot IS NOT NULL
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- A statement that checks its own conditions refuses itself by calling this: it raises, and so
-- nothing the statement did is kept (a submission's one statement, docs/decisions/032).
CREATE OR REPLACE FUNCTION refuse_write(reason text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'refused: %', reason USING ERRCODE = 'P0001';
END
$$;
--> statement-breakpoint
-- Rate-limit counters are worth nothing after a crash: unlogged, they cost no WAL, and the two
-- counts of every public order commit without waiting for the disk. A crash (or a failover to a
-- standby) starts every window afresh (docs/decisions/032, 004).
ALTER TABLE "rate_limits" SET UNLOGGED;
