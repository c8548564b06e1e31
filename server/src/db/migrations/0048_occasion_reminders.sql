CREATE TABLE "occasion_reminder_mails" (
	"reminder_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"order_token_hash" text NOT NULL,
	"unsubscribe_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "occasion_reminder_mails_reminder_id_year_pk" PRIMARY KEY("reminder_id","year")
);
--> statement-breakpoint
CREATE TABLE "occasion_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"occasion" text NOT NULL,
	"occasion_date" date NOT NULL,
	"stopped_at" timestamp with time zone,
	"stopped_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "unsubscribe_url" text;--> statement-breakpoint
ALTER TABLE "occasion_reminder_mails" ADD CONSTRAINT "occasion_reminder_mails_reminder_id_occasion_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."occasion_reminders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occasion_reminders" ADD CONSTRAINT "occasion_reminders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occasion_reminders" ADD CONSTRAINT "occasion_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "occasion_reminder_mails_order_token_key" ON "occasion_reminder_mails" USING btree ("order_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "occasion_reminder_mails_unsubscribe_token_key" ON "occasion_reminder_mails" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "occasion_reminders_order_key" ON "occasion_reminders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "occasion_reminders_active_idx" ON "occasion_reminders" USING btree ("occasion_date") WHERE "occasion_reminders"."stopped_at" is null;