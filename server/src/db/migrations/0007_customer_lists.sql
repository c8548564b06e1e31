CREATE INDEX "customers_business_first_order_idx" ON "customers" USING btree ("business_id","first_order_date","id");--> statement-breakpoint
CREATE INDEX "customers_business_name_idx" ON "customers" USING btree ("business_id","name","id");--> statement-breakpoint
CREATE INDEX "customers_business_order_count_idx" ON "customers" USING btree ("business_id","order_count","id");--> statement-breakpoint
CREATE INDEX "customers_business_total_spent_idx" ON "customers" USING btree ("business_id","total_spent","id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at" DESC NULLS FIRST) WHERE "orders"."deleted_at" is null;