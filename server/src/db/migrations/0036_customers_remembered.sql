ALTER TABLE "customers" ADD COLUMN "note" text;--> statement-breakpoint
CREATE INDEX "customers_phone_digits_idx" ON "customers" USING gin (regexp_replace(coalesce("phone", ''), '[^0-9]', '', 'g') gin_trgm_ops);--> statement-breakpoint
-- Order count and spend count paid, undeleted orders only (customers/customer-totals.service.ts).
UPDATE "customers" AS c SET "order_count" = t.paid, "total_spent" = t.spent
FROM (
  SELECT cu.id,
    count(o.id) FILTER (WHERE o.payment_status = 'done')::int AS paid,
    coalesce(sum(greatest(0, o.received_total + o.gift_card_total - o.refunded_total))
      FILTER (WHERE o.payment_status IN ('done', 'refunded')), 0) AS spent
  FROM "customers" cu LEFT JOIN "orders" o ON o.customer_id = cu.id AND o.deleted_at IS NULL
  GROUP BY cu.id
) t
WHERE t.id = c.id;
