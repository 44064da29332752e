ALTER TABLE "transactions" DROP CONSTRAINT "transactions_merchant_request_id_unique";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_checkout_request_id_unique";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_paypal_order_id_unique";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_mpesa_receipt_number_unique";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_paypal_capture_id_unique";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "mpesa_receipt_number";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "paypal_capture_id";--> statement-breakpoint
ALTER TABLE "transactions" DROP COLUMN "merchant_request_id";--> statement-breakpoint
ALTER TABLE "transactions" DROP COLUMN "checkout_request_id";--> statement-breakpoint
ALTER TABLE "transactions" DROP COLUMN "paypal_order_id";--> statement-breakpoint
ALTER TABLE "transactions" DROP COLUMN "mpesa_receipt_number";--> statement-breakpoint
ALTER TABLE "transactions" DROP COLUMN "paypal_capture_id";