CREATE TABLE "order_counts" (
	"business_id" uuid NOT NULL,
	"order_status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "order_counts_business_id_order_status_pk" PRIMARY KEY("business_id","order_status")
);
--> statement-breakpoint
CREATE TABLE "order_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"by_user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"order_status" text DEFAULT 'draft' NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"payment_method" text,
	"paid_at" timestamp with time zone,
	"method" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"delivery_price" numeric(10, 2),
	"product_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"assigned_to" uuid,
	"photo_reference" text,
	"polaroid_photo" text,
	"sender_name" text,
	"sender_email" text,
	"sender_phone" text,
	"recipient_name" text,
	"recipient_phone" text,
	"delivery_address" text,
	"delivery_unit" text,
	"delivery_city" text,
	"delivery_zipcode" text,
	"delivery_date" date,
	"time_slot" text,
	"location_id" uuid,
	"card_message" text,
	"special_instructions" text,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "next_order_number" integer DEFAULT 1001 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_counts" ADD CONSTRAINT "order_counts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_business_number_key" ON "orders" USING btree ("business_id","number");--> statement-breakpoint
CREATE INDEX "orders_all_idx" ON "orders" USING btree ("business_id","created_at" DESC NULLS LAST,"number" DESC NULLS LAST) WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_done_idx" ON "orders" USING btree ("business_id","created_at" DESC NULLS LAST,"number" DESC NULLS LAST) WHERE "orders"."deleted_at" is null and "orders"."order_status" = 'done';--> statement-breakpoint
CREATE INDEX "orders_open_idx" ON "orders" USING btree ("business_id","delivery_date","time_slot","number") WHERE "orders"."deleted_at" is null and "orders"."order_status" in ('pending', 'ready');--> statement-breakpoint
CREATE INDEX "orders_ready_idx" ON "orders" USING btree ("business_id","delivery_date","time_slot","number") WHERE "orders"."deleted_at" is null and "orders"."order_status" = 'ready';--> statement-breakpoint
CREATE INDEX "orders_date_idx" ON "orders" USING btree ("business_id","delivery_date","time_slot") WHERE "orders"."deleted_at" is null and "orders"."order_status" <> 'draft';