CREATE TYPE "public"."service_booking_status" AS ENUM('pending', 'confirmed', 'in_progress', 'completed', 'cancelled', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."provider_category" AS ENUM('vendor', 'event_promoter', 'driver', 'service_provider', 'real_estate_agent', 'medical_provider', 'insurance_broker');--> statement-breakpoint
CREATE TABLE "application_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"application_id" uuid,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_bookings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"service_type" text DEFAULT 'General Service' NOT NULL,
	"service_description" text DEFAULT 'No description' NOT NULL,
	"booking_date" date,
	"booking_time" text DEFAULT '09:00' NOT NULL,
	"preferred_time" text DEFAULT 'flexible' NOT NULL,
	"urgency" text DEFAULT 'normal' NOT NULL,
	"booking_address" text DEFAULT 'No address provided' NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"total_amount_cents" integer DEFAULT 0 NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"status" "service_booking_status" DEFAULT 'pending' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_bookings_amount_nonnegative" CHECK ("service_bookings"."total_amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_provider_applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"service_type" "provider_category" NOT NULL,
	"business_name" text NOT NULL,
	"business_description" text,
	"business_address" text,
	"business_phone" text NOT NULL,
	"business_email" text,
	"license_number" text,
	"experience_years" integer,
	"specialization" text,
	"service_areas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" "verification_status" DEFAULT 'pending' NOT NULL,
	"admin_notes" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_experience_range" CHECK ("service_provider_applications"."experience_years" is null or "service_provider_applications"."experience_years" between 0 and 50)
);
--> statement-breakpoint
CREATE TABLE "service_provider_profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"application_id" uuid,
	"provider_type" "provider_category" NOT NULL,
	"verification_status" "verification_status" DEFAULT 'pending' NOT NULL,
	"business_name" text NOT NULL,
	"business_description" text,
	"location_address" text,
	"latitude" double precision,
	"longitude" double precision,
	"phone_number" text,
	"email" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"average_rating" numeric(2, 1),
	"total_reviews" integer DEFAULT 0 NOT NULL,
	"profile_image_url" text,
	"banner_image_url" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hourly_rate_min_cents" integer,
	"hourly_rate_max_cents" integer,
	"specialization" text,
	"experience_years" integer,
	"service_areas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"availability" jsonb,
	"search_text" text GENERATED ALWAYS AS (lower(business_name || ' ' || coalesce(business_description, '') || ' ' || coalesce(specialization, ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_profiles_rates_valid" CHECK ("service_provider_profiles"."hourly_rate_min_cents" is null or "service_provider_profiles"."hourly_rate_max_cents" is null or "service_provider_profiles"."hourly_rate_min_cents" <= "service_provider_profiles"."hourly_rate_max_cents")
);
--> statement-breakpoint
CREATE TABLE "service_reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_reviews_rating_range" CHECK ("service_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_application_id_service_provider_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."service_provider_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_provider_id_service_provider_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_provider_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_provider_applications" ADD CONSTRAINT "service_provider_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_provider_applications" ADD CONSTRAINT "service_provider_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_provider_profiles" ADD CONSTRAINT "service_provider_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_provider_profiles" ADD CONSTRAINT "service_provider_profiles_application_id_service_provider_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."service_provider_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reviews" ADD CONSTRAINT "service_reviews_booking_id_service_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."service_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reviews" ADD CONSTRAINT "service_reviews_provider_id_service_provider_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_provider_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reviews" ADD CONSTRAINT "service_reviews_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_documents_application_idx" ON "application_documents" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "application_documents_user_idx" ON "application_documents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "service_bookings_provider_idx" ON "service_bookings" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "service_bookings_customer_idx" ON "service_bookings" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_user_idx" ON "service_provider_applications" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE INDEX "applications_submitted_idx" ON "service_provider_applications" USING btree ("submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_pending_idx" ON "service_provider_applications" USING btree ("user_id","service_type") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "provider_profiles_user_type_idx" ON "service_provider_profiles" USING btree ("user_id","provider_type");--> statement-breakpoint
CREATE INDEX "provider_profiles_directory_idx" ON "service_provider_profiles" USING btree ("verification_status","is_active","provider_type");--> statement-breakpoint
CREATE UNIQUE INDEX "service_reviews_booking_idx" ON "service_reviews" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "service_reviews_provider_idx" ON "service_reviews" USING btree ("provider_id","created_at");