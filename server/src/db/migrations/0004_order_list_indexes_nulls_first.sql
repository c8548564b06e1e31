DROP INDEX "orders_all_idx";--> statement-breakpoint
DROP INDEX "orders_done_idx";--> statement-breakpoint
CREATE INDEX "orders_all_idx" ON "orders" USING btree ("business_id","created_at" DESC NULLS FIRST,"number" DESC NULLS FIRST) WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_done_idx" ON "orders" USING btree ("business_id","created_at" DESC NULLS FIRST,"number" DESC NULLS FIRST) WHERE "orders"."deleted_at" is null and "orders"."order_status" = 'done';