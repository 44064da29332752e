CREATE TABLE "property_saved_searches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"label" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_saves" (
	"user_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_saves_user_id_property_id_pk" PRIMARY KEY("user_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "property_viewings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"property_id" uuid NOT NULL,
	"requester_id" uuid NOT NULL,
	"date" date NOT NULL,
	"slot" text NOT NULL,
	"message" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"response_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_viewings_status_valid" CHECK ("property_viewings"."status" in ('requested', 'confirmed', 'declined', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "property_views" (
	"property_id" uuid NOT NULL,
	"viewer_key" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "property_views_property_id_viewer_key_day_pk" PRIMARY KEY("property_id","viewer_key","day")
);
--> statement-breakpoint
CREATE TABLE "employers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"granted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"applicant_id" uuid NOT NULL,
	"cover_note" text,
	"cv_storage_key" text NOT NULL,
	"cv_file_name" text NOT NULL,
	"cv_content_type" text NOT NULL,
	"cv_size_bytes" integer NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_applications_status_valid" CHECK ("job_applications"."status" in ('received', 'shortlisted', 'interview', 'offered', 'rejected', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "area_sqm" numeric(10, 1);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "amenities" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "features" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "virtual_tour_url" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "views_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "employer_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "requirements" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "how_to_apply" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "deadline" date;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "property_saved_searches" ADD CONSTRAINT "property_saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_saves" ADD CONSTRAINT "property_saves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_saves" ADD CONSTRAINT "property_saves_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_viewings" ADD CONSTRAINT "property_viewings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_viewings" ADD CONSTRAINT "property_viewings_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_views" ADD CONSTRAINT "property_views_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employers" ADD CONSTRAINT "employers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employers" ADD CONSTRAINT "employers_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_saved_searches_user_idx" ON "property_saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "property_viewings_one_open_per_requester" ON "property_viewings" USING btree ("property_id","requester_id") WHERE "property_viewings"."status" in ('requested', 'confirmed');--> statement-breakpoint
CREATE UNIQUE INDEX "property_viewings_one_confirmed_per_slot" ON "property_viewings" USING btree ("property_id","date","slot") WHERE "property_viewings"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "property_viewings_requester_idx" ON "property_viewings" USING btree ("requester_id","created_at");--> statement-breakpoint
CREATE INDEX "property_viewings_property_idx" ON "property_viewings" USING btree ("property_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_one_per_user" ON "job_applications" USING btree ("job_id","applicant_id");--> statement-breakpoint
CREATE INDEX "job_applications_applicant_idx" ON "job_applications" USING btree ("applicant_id","created_at");--> statement-breakpoint
CREATE INDEX "job_applications_job_idx" ON "job_applications" USING btree ("job_id","created_at");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_listed_idx" ON "properties" USING btree ("status","is_featured","created_at");--> statement-breakpoint
CREATE INDEX "properties_agent_idx" ON "properties" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "properties_search_trgm_idx" ON "properties" USING gin (("title" || ' ' || coalesce("location_address", '') || ' ' || coalesce("city", '') || ' ' || coalesce("county", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_listed_idx" ON "jobs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "jobs_employer_idx" ON "jobs" USING btree ("employer_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_search_trgm_idx" ON "jobs" USING gin (("title" || ' ' || coalesce("company", '') || ' ' || coalesce("category", '')) gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_status_valid" CHECK ("properties"."status" in ('draft', 'available', 'let', 'sold', 'unpublished'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_listing_type_valid" CHECK ("properties"."listing_type" in ('rent', 'sale'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_price_positive" CHECK ("properties"."price_cents" > 0);--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_status_valid" CHECK ("jobs"."status" in ('open', 'closed', 'removed'));