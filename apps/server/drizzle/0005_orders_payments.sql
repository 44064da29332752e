CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"event" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text DEFAULT 'product' NOT NULL,
	"product_id" uuid,
	"reference_id" text,
	"name" text NOT NULL,
	"image_url" text,
	"quantity" integer NOT NULL,
	"price_at_purchase_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_items_kind_valid" CHECK ("order_items"."kind" in ('product', 'event_ticket', 'food')),
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0),
	CONSTRAINT "order_items_price_nonnegative" CHECK ("order_items"."price_at_purchase_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"payment_method" text,
	"transaction_id" text,
	"mpesa_receipt_number" text,
	"paypal_capture_id" text,
	"total_amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'KES' NOT NULL,
	"shipping_address" text,
	"shipping_city" text,
	"contact_phone" text NOT NULL,
	"contact_email" text NOT NULL,
	"reserved_until" timestamp with time zone,
	"payment_hold_until" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_valid" CHECK ("orders"."status" in ('pending', 'paid', 'processing', 'completed', 'cancelled')),
	CONSTRAINT "orders_payment_status_valid" CHECK ("orders"."payment_status" in ('pending', 'paid', 'failed')),
	CONSTRAINT "orders_payment_method_valid" CHECK ("orders"."payment_method" in ('mpesa', 'paypal', 'stripe')),
	CONSTRAINT "orders_total_positive" CHECK ("orders"."total_amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_cents" integer NOT NULL,
	"charged_currency" text NOT NULL,
	"charged_amount_cents" integer NOT NULL,
	"exchange_rate" numeric(12, 4),
	"phone_number" text,
	"callback_token" text,
	"merchant_request_id" text,
	"checkout_request_id" text,
	"paypal_order_id" text,
	"mpesa_receipt_number" text,
	"paypal_capture_id" text,
	"result_code" text,
	"result_desc" text,
	"raw_callback" jsonb,
	"provider_response" jsonb,
	"callback_received_at" timestamp with time zone,
	"last_queried_at" timestamp with time zone,
	"query_count" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_callback_token_unique" UNIQUE("callback_token"),
	CONSTRAINT "transactions_merchant_request_id_unique" UNIQUE("merchant_request_id"),
	CONSTRAINT "transactions_checkout_request_id_unique" UNIQUE("checkout_request_id"),
	CONSTRAINT "transactions_paypal_order_id_unique" UNIQUE("paypal_order_id"),
	CONSTRAINT "transactions_mpesa_receipt_number_unique" UNIQUE("mpesa_receipt_number"),
	CONSTRAINT "transactions_paypal_capture_id_unique" UNIQUE("paypal_capture_id"),
	CONSTRAINT "transactions_method_valid" CHECK ("transactions"."method" in ('mpesa', 'paypal')),
	CONSTRAINT "transactions_status_valid" CHECK ("transactions"."status" in ('pending', 'completed', 'failed')),
	CONSTRAINT "transactions_currency_valid" CHECK ("transactions"."charged_currency" in ('KES', 'USD')),
	CONSTRAINT "transactions_amounts_positive" CHECK ("transactions"."amount_cents" > 0 and "transactions"."charged_amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_scope_key" UNIQUE("user_id","scope","key")
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "orders_pending_reserved_idx" ON "orders" USING btree ("reserved_until") WHERE "orders"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_one_open_mpesa_per_order" ON "transactions" USING btree ("order_id") WHERE "transactions"."method" = 'mpesa' and "transactions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "transactions_order_idx" ON "transactions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "transactions_user_idx" ON "transactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "transactions_pending_idx" ON "transactions" USING btree ("created_at") WHERE "transactions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");