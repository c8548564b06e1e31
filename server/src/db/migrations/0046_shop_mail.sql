CREATE TABLE "shop_mail_days" (
	"user_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"day" date NOT NULL,
	"order_mails" integer DEFAULT 0 NOT NULL,
	"summary_queued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_mail_days_user_id_business_id_day_pk" PRIMARY KEY("user_id","business_id","day"),
	CONSTRAINT "shop_mail_days_order_mails" CHECK ("shop_mail_days"."order_mails" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_mail_preferences" (
	"user_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"new_web_orders" boolean DEFAULT false NOT NULL,
	"morning_summary" boolean DEFAULT false NOT NULL,
	"language" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_mail_preferences_user_id_business_id_pk" PRIMARY KEY("user_id","business_id")
);
--> statement-breakpoint
CREATE TABLE "shop_mail_web_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_mail_days" ADD CONSTRAINT "shop_mail_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_mail_days" ADD CONSTRAINT "shop_mail_days_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_mail_preferences" ADD CONSTRAINT "shop_mail_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_mail_preferences" ADD CONSTRAINT "shop_mail_preferences_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_mail_web_orders" ADD CONSTRAINT "shop_mail_web_orders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;