CREATE TABLE "text_opt_ins" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"customer" boolean DEFAULT false NOT NULL,
	"recipient" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_opt_outs" (
	"business_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_opt_outs_business_id_phone_pk" PRIMARY KEY("business_id","phone")
);
--> statement-breakpoint
CREATE TABLE "text_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"notice" text NOT NULL,
	"role" text NOT NULL,
	"phone" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"outcome" text,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_settings" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"notices" text[] DEFAULT '{}'::text[] NOT NULL,
	"monthly_cap" integer DEFAULT 200 NOT NULL,
	"quiet_start" text DEFAULT '21:00' NOT NULL,
	"quiet_end" text DEFAULT '08:00' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "notice" text;--> statement-breakpoint
ALTER TABLE "text_opt_ins" ADD CONSTRAINT "text_opt_ins_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_opt_outs" ADD CONSTRAINT "text_opt_outs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_outbox" ADD CONSTRAINT "text_outbox_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_settings" ADD CONSTRAINT "text_settings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "text_outbox_notice_key" ON "text_outbox" USING btree ("order_id","notice","role");--> statement-breakpoint
CREATE INDEX "text_outbox_due_idx" ON "text_outbox" USING btree ("next_attempt_at") WHERE "text_outbox"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "text_outbox_month_idx" ON "text_outbox" USING btree ("business_id","sent_at") WHERE "text_outbox"."sent_at" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_order_idx" ON "mail_outbox" USING btree ("order_id") WHERE "mail_outbox"."order_id" is not null;