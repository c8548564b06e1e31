CREATE TABLE "delivery_zipcodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"zipcode" text NOT NULL,
	"delivery_price" numeric(10, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"zipcode" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_form_settings" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"delivery_enabled" boolean NOT NULL,
	"pickup_enabled" boolean NOT NULL,
	"lead_time_minutes" integer NOT NULL,
	"same_day_cutoff" text,
	"days_ahead" integer NOT NULL,
	"require_recipient_phone" boolean NOT NULL,
	"card_message_enabled" boolean NOT NULL,
	"card_message_max_length" integer NOT NULL,
	"allow_pay_in_shop" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_time_windows" (
	"business_id" uuid NOT NULL,
	"window_type" text NOT NULL,
	"windows" jsonb NOT NULL,
	"disabled_days" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_time_windows_business_id_window_type_pk" PRIMARY KEY("business_id","window_type")
);
--> statement-breakpoint
ALTER TABLE "delivery_zipcodes" ADD CONSTRAINT "delivery_zipcodes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zipcodes" ADD CONSTRAINT "delivery_zipcodes_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_form_settings" ADD CONSTRAINT "order_form_settings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_time_windows" ADD CONSTRAINT "order_time_windows_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_zipcodes_business_zipcode_key" ON "delivery_zipcodes" USING btree ("business_id","zipcode");--> statement-breakpoint
CREATE INDEX "delivery_zipcodes_location_idx" ON "delivery_zipcodes" USING btree ("location_id","zipcode");--> statement-breakpoint
CREATE INDEX "locations_business_idx" ON "locations" USING btree ("business_id","created_at") WHERE "locations"."deleted_at" is null;