CREATE TABLE "business_legal_details" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"street" text NOT NULL,
	"zipcode" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"vat_id" text,
	"tax_number" text,
	"register_entry" text,
	"responsible_person" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_legal_details" ADD CONSTRAINT "business_legal_details_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;