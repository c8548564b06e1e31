ALTER TABLE "order_form_settings" ADD COLUMN "notify_order_received" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_form_settings" ADD COLUMN "notify_order_ready" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_form_settings" ADD COLUMN "notify_order_done" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_submitted_idx" ON "orders" USING btree ("business_id","submitted_at") WHERE "orders"."deleted_at" is null and "orders"."order_status" <> 'draft';