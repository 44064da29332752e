CREATE TABLE "driver_positions" (
	"driver_id" uuid PRIMARY KEY NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"heading" real,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ride_offers" (
	"ride_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"status" text DEFAULT 'offered' NOT NULL,
	"pickup_distance_km" numeric(7, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "ride_offers_ride_id_driver_id_pk" PRIMARY KEY("ride_id","driver_id"),
	CONSTRAINT "ride_offers_status_valid" CHECK ("ride_offers"."status" in ('offered', 'declined', 'won', 'lost', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "ride_path_points" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ride_id" uuid NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rides" (
	"id" uuid PRIMARY KEY NOT NULL,
	"rider_id" uuid NOT NULL,
	"driver_id" uuid,
	"status" text DEFAULT 'requested' NOT NULL,
	"vehicle_type" text NOT NULL,
	"pickup_name" text NOT NULL,
	"pickup_lat" double precision NOT NULL,
	"pickup_lng" double precision NOT NULL,
	"destination_name" text NOT NULL,
	"destination_lat" double precision NOT NULL,
	"destination_lng" double precision NOT NULL,
	"note" text,
	"distance_km" numeric(7, 2) NOT NULL,
	"duration_min" integer NOT NULL,
	"route" jsonb NOT NULL,
	"quoted_fare_cents" integer NOT NULL,
	"final_fare_cents" integer,
	"payment" text DEFAULT 'unpaid' NOT NULL,
	"order_id" uuid,
	"rating" smallint,
	"rating_comment" text,
	"cancelled_by" text,
	"cancel_reason" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"rated_at" timestamp with time zone,
	CONSTRAINT "rides_status_valid" CHECK ("rides"."status" in ('requested', 'accepted', 'arriving', 'in_progress', 'completed', 'cancelled', 'unmatched')),
	CONSTRAINT "rides_vehicle_type_valid" CHECK ("rides"."vehicle_type" in ('taxi', 'motorbike')),
	CONSTRAINT "rides_payment_valid" CHECK ("rides"."payment" in ('unpaid', 'pending', 'paid', 'cash')),
	CONSTRAINT "rides_rating_valid" CHECK ("rides"."rating" is null or "rides"."rating" between 1 and 5),
	CONSTRAINT "rides_fares_nonnegative" CHECK ("rides"."quoted_fare_cents" >= 0 and ("rides"."final_fare_cents" is null or "rides"."final_fare_cents" >= 0))
);
--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "is_online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "driver_positions" ADD CONSTRAINT "driver_positions_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_offers" ADD CONSTRAINT "ride_offers_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_offers" ADD CONSTRAINT "ride_offers_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_path_points" ADD CONSTRAINT "ride_path_points_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ride_offers_driver_idx" ON "ride_offers" USING btree ("driver_id","status","created_at");--> statement-breakpoint
CREATE INDEX "ride_path_points_ride_idx" ON "ride_path_points" USING btree ("ride_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "rides_one_active_per_rider" ON "rides" USING btree ("rider_id") WHERE "rides"."status" in ('requested', 'accepted', 'arriving', 'in_progress');--> statement-breakpoint
CREATE UNIQUE INDEX "rides_one_trip_per_driver" ON "rides" USING btree ("driver_id") WHERE "rides"."status" in ('accepted', 'arriving', 'in_progress');--> statement-breakpoint
CREATE INDEX "rides_rider_idx" ON "rides" USING btree ("rider_id","created_at");--> statement-breakpoint
CREATE INDEX "rides_driver_idx" ON "rides" USING btree ("driver_id","completed_at");--> statement-breakpoint
CREATE INDEX "rides_requested_expiry_idx" ON "rides" USING btree ("expires_at") WHERE "rides"."status" = 'requested';--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_user_idx" ON "drivers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "drivers_matchable_idx" ON "drivers" USING btree ("vehicle_type","status","is_online");