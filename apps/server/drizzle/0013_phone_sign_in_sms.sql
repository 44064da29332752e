CREATE TABLE "dev_sms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"from" text,
	"message" text NOT NULL,
	"status_code" integer NOT NULL,
	"message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"payment_receipts" boolean DEFAULT false NOT NULL,
	"order_status" boolean DEFAULT false NOT NULL,
	"booking_status" boolean DEFAULT false NOT NULL,
	"reminders" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_number_verified" boolean;--> statement-breakpoint
ALTER TABLE "sms_preferences" ADD CONSTRAINT "sms_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dev_sms_to_created_idx" ON "dev_sms" USING btree ("to","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_phone_number_unique" UNIQUE("phone_number");