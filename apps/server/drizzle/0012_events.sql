CREATE TABLE "event_bookings" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"tickets" integer NOT NULL,
	"special_requests" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_tickets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"seat" integer NOT NULL,
	"code" text NOT NULL,
	"holder_name" text NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" uuid,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_tickets_code_unique" UNIQUE("code"),
	CONSTRAINT "event_tickets_status_valid" CHECK ("event_tickets"."status" in ('valid', 'used', 'void')),
	CONSTRAINT "event_tickets_used_has_time" CHECK ("event_tickets"."status" <> 'used' or "event_tickets"."checked_in_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider_id" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"date" date NOT NULL,
	"end_date" date,
	"time" text NOT NULL,
	"location" text NOT NULL,
	"event_type" text NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"image_url" text,
	"organizer" text NOT NULL,
	"max_attendees" integer NOT NULL,
	"current_attendees" integer DEFAULT 0 NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"last_date" date GENERATED ALWAYS AS (coalesce(end_date, date)) STORED NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(title || ' ' || location || ' ' || replace(event_type, '_', ' '))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_type_valid" CHECK ("events"."event_type" in ('concert', 'workshop', 'conference', 'festival', 'sports', 'art_exhibit', 'networking', 'charity', 'online')),
	CONSTRAINT "events_price_nonnegative" CHECK ("events"."price_cents" >= 0),
	CONSTRAINT "events_capacity_positive" CHECK ("events"."max_attendees" > 0),
	CONSTRAINT "events_seats_within_capacity" CHECK ("events"."current_attendees" >= 0 and "events"."current_attendees" <= "events"."max_attendees"),
	CONSTRAINT "events_end_after_start" CHECK ("events"."end_date" is null or "events"."end_date" >= "events"."date")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_positive";--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_provider_id_service_provider_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_provider_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_bookings_event_idx" ON "event_bookings" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_bookings_user_idx" ON "event_bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_tickets_order_seat_idx" ON "event_tickets" USING btree ("order_id","seat");--> statement-breakpoint
CREATE INDEX "event_tickets_event_idx" ON "event_tickets" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "event_tickets_user_idx" ON "event_tickets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "events_active_date_idx" ON "events" USING btree ("date","time","id") WHERE "events"."is_active";--> statement-breakpoint
CREATE INDEX "events_active_type_idx" ON "events" USING btree ("event_type","date","time","id") WHERE "events"."is_active";--> statement-breakpoint
CREATE INDEX "events_active_price_idx" ON "events" USING btree ("price_cents","date","time","id") WHERE "events"."is_active";--> statement-breakpoint
CREATE INDEX "events_active_price_desc_idx" ON "events" USING btree ("price_cents" DESC NULLS FIRST,"date","time","id") WHERE "events"."is_active";--> statement-breakpoint
CREATE INDEX "events_active_popularity_idx" ON "events" USING btree ("popularity" DESC NULLS FIRST,"date","time","id") WHERE "events"."is_active";--> statement-breakpoint
CREATE INDEX "events_active_running_idx" ON "events" USING btree ("last_date") WHERE "events"."is_active" and "events"."end_date" is not null;--> statement-breakpoint
CREATE INDEX "events_search_trgm_idx" ON "events" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_provider_idx" ON "events" USING btree ("provider_id","date");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_nonnegative" CHECK ("orders"."total_amount_cents" >= 0);