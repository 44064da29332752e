CREATE TABLE "medical_appointments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"date" date NOT NULL,
	"slot" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"reason" text,
	"patient_phone" text,
	"rating" integer,
	"review" text,
	"cancelled_at" timestamp with time zone,
	"marked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medical_appointments_status_valid" CHECK ("medical_appointments"."status" in ('booked', 'cancelled', 'attended', 'no_show')),
	CONSTRAINT "medical_appointments_rating_valid" CHECK ("medical_appointments"."rating" is null or "medical_appointments"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "medical_facilities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"facility_type" text NOT NULL,
	"address" text NOT NULL,
	"city" text,
	"phone" text,
	"image_url" text,
	"is_verified" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medical_facilities_type_valid" CHECK ("medical_facilities"."facility_type" in ('hospital', 'clinic', 'pharmacy', 'laboratory', 'dental_clinic', 'diagnostic_centre'))
);
--> statement-breakpoint
CREATE TABLE "medical_providers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"full_name" text NOT NULL,
	"provider_type" text DEFAULT 'doctor' NOT NULL,
	"specialization_id" uuid,
	"facility_id" uuid,
	"bio" text,
	"years_experience" integer,
	"consultation_fee_cents" integer,
	"image_url" text,
	"phone" text,
	"email" text,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"working_days" jsonb DEFAULT '[1,2,3,4,5]'::jsonb NOT NULL,
	"first_slot" text DEFAULT '09:00' NOT NULL,
	"last_slot" text DEFAULT '17:00' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medical_providers_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "medical_providers_type_valid" CHECK ("medical_providers"."provider_type" in ('doctor', 'nurse', 'pharmacist', 'dentist', 'physiotherapist', 'lab_technician', 'ambulance_driver')),
	CONSTRAINT "medical_providers_slots_valid" CHECK ("medical_providers"."first_slot" <= "medical_providers"."last_slot")
);
--> statement-breakpoint
CREATE TABLE "medical_specializations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "medical_specializations_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "medication_prescriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"pharmacy_id" uuid NOT NULL,
	"status" text DEFAULT 'awaiting_upload' NOT NULL,
	"file_key" text,
	"file_name" text,
	"content_type" text,
	"size_bytes" integer,
	"rejection_reason" text,
	"uploaded_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medication_prescriptions_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "medication_prescriptions_status_valid" CHECK ("medication_prescriptions"."status" in ('awaiting_upload', 'pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "medications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pharmacy_id" uuid,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"price_cents" integer NOT NULL,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"requires_prescription" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medications_stock_not_negative" CHECK ("medications"."stock_quantity" >= 0),
	CONSTRAINT "medications_price_positive" CHECK ("medications"."price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "insurance_brokers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"business_name" text NOT NULL,
	"insurance_types" jsonb DEFAULT '["health","motor","home","business","life"]'::jsonb NOT NULL,
	"phone" text,
	"email" text,
	"is_verified" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_brokers_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "insurance_plan_reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"plan_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_plan_reviews_rating_valid" CHECK ("insurance_plan_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "insurance_plans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"broker_id" uuid,
	"name" text NOT NULL,
	"plan_type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"monthly_premium_cents" integer NOT NULL,
	"coverage_amount_cents" bigint DEFAULT 0 NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"covers" jsonb NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_plans_type_valid" CHECK ("insurance_plans"."plan_type" in ('health', 'motor', 'home', 'business', 'life'))
);
--> statement-breakpoint
CREATE TABLE "insurance_quote_answers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"broker_id" uuid NOT NULL,
	"plan_id" uuid,
	"monthly_premium_cents" integer NOT NULL,
	"terms" text NOT NULL,
	"status" text DEFAULT 'offered' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_quote_answers_status_valid" CHECK ("insurance_quote_answers"."status" in ('offered', 'accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "insurance_quote_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" uuid,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"insurance_type" text NOT NULL,
	"coverage_amount_cents" bigint,
	"additional_info" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_quote_requests_type_valid" CHECK ("insurance_quote_requests"."insurance_type" in ('health', 'motor', 'home', 'business', 'life')),
	CONSTRAINT "insurance_quote_requests_status_valid" CHECK ("insurance_quote_requests"."status" in ('open', 'answered', 'accepted', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "medical_appointments" ADD CONSTRAINT "medical_appointments_provider_id_medical_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."medical_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_appointments" ADD CONSTRAINT "medical_appointments_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_providers" ADD CONSTRAINT "medical_providers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_providers" ADD CONSTRAINT "medical_providers_specialization_id_medical_specializations_id_fk" FOREIGN KEY ("specialization_id") REFERENCES "public"."medical_specializations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_providers" ADD CONSTRAINT "medical_providers_facility_id_medical_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."medical_facilities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_prescriptions" ADD CONSTRAINT "medication_prescriptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_prescriptions" ADD CONSTRAINT "medication_prescriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_prescriptions" ADD CONSTRAINT "medication_prescriptions_pharmacy_id_medical_providers_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."medical_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_prescriptions" ADD CONSTRAINT "medication_prescriptions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medications" ADD CONSTRAINT "medications_pharmacy_id_medical_providers_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."medical_providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_brokers" ADD CONSTRAINT "insurance_brokers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_plan_reviews" ADD CONSTRAINT "insurance_plan_reviews_plan_id_insurance_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."insurance_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_plan_reviews" ADD CONSTRAINT "insurance_plan_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_plans" ADD CONSTRAINT "insurance_plans_broker_id_insurance_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."insurance_brokers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_quote_answers" ADD CONSTRAINT "insurance_quote_answers_request_id_insurance_quote_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."insurance_quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_quote_answers" ADD CONSTRAINT "insurance_quote_answers_broker_id_insurance_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."insurance_brokers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_quote_answers" ADD CONSTRAINT "insurance_quote_answers_plan_id_insurance_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."insurance_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_quote_requests" ADD CONSTRAINT "insurance_quote_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_quote_requests" ADD CONSTRAINT "insurance_quote_requests_plan_id_insurance_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."insurance_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "medical_appointments_one_per_slot" ON "medical_appointments" USING btree ("provider_id","date","slot") WHERE "medical_appointments"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "medical_appointments_patient_idx" ON "medical_appointments" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE INDEX "medical_facilities_name_idx" ON "medical_facilities" USING btree ("name");--> statement-breakpoint
CREATE INDEX "medical_providers_listed_idx" ON "medical_providers" USING btree ("is_active","is_verified","specialization_id");--> statement-breakpoint
CREATE INDEX "medication_prescriptions_queue_idx" ON "medication_prescriptions" USING btree ("pharmacy_id","status","uploaded_at");--> statement-breakpoint
CREATE INDEX "medications_name_idx" ON "medications" USING btree ("name");--> statement-breakpoint
CREATE INDEX "medications_pharmacy_idx" ON "medications" USING btree ("pharmacy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_plan_reviews_one_per_user" ON "insurance_plan_reviews" USING btree ("plan_id","user_id");--> statement-breakpoint
CREATE INDEX "insurance_plans_listed_idx" ON "insurance_plans" USING btree ("is_active","created_at");--> statement-breakpoint
CREATE INDEX "insurance_plans_broker_idx" ON "insurance_plans" USING btree ("broker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_quote_answers_one_per_broker" ON "insurance_quote_answers" USING btree ("request_id","broker_id");--> statement-breakpoint
CREATE INDEX "insurance_quote_answers_broker_idx" ON "insurance_quote_answers" USING btree ("broker_id","created_at");--> statement-breakpoint
CREATE INDEX "insurance_quote_requests_user_idx" ON "insurance_quote_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "insurance_quote_requests_type_idx" ON "insurance_quote_requests" USING btree ("insurance_type","status","created_at");