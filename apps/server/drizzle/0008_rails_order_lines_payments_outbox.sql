CREATE TABLE "outbox_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_kind_valid";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_valid";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_method_valid";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "kind" DROP DEFAULT;--> statement-breakpoint
-- Every line names its thing in its own module; product lines named it only by product_id until now.
UPDATE "order_items" SET "reference_id" = "product_id"::text WHERE "reference_id" IS NULL AND "product_id" IS NOT NULL;--> statement-breakpoint
UPDATE "order_items" SET "reference_id" = "id"::text WHERE "reference_id" IS NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "reference_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_receipt" text;--> statement-breakpoint
UPDATE "orders" SET "payment_receipt" = coalesce("mpesa_receipt_number", "paypal_capture_id");--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "payment_ref" text;--> statement-breakpoint
-- One shape for every provider's references (M-Pesa's MerchantRequestID stays in provider_response).
UPDATE "transactions" SET "provider_ref" = coalesce("checkout_request_id", "paypal_order_id"), "payment_ref" = coalesce("mpesa_receipt_number", "paypal_capture_id");--> statement-breakpoint
CREATE INDEX "outbox_jobs_due_idx" ON "outbox_jobs" USING btree ("run_after") WHERE "outbox_jobs"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_provider_ref_unique" ON "transactions" USING btree ("method","provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_payment_ref_unique" ON "transactions" USING btree ("method","payment_ref");