CREATE TABLE "food_baskets" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"items" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_order_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "food_order_events_status_valid" CHECK ("food_order_events"."status" in ('awaiting_payment', 'placed', 'accepted', 'preparing', 'on_the_way', 'delivered', 'rejected', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "food_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"estimate_minutes" integer,
	"estimated_delivery_at" timestamp with time zone,
	"reject_reason" text,
	"delivery_address" text NOT NULL,
	"delivery_city" text,
	"notes" text,
	"subtotal_cents" integer NOT NULL,
	"delivery_fee_cents" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "food_orders_status_valid" CHECK ("food_orders"."status" in ('awaiting_payment', 'placed', 'accepted', 'preparing', 'on_the_way', 'delivered', 'rejected', 'cancelled')),
	CONSTRAINT "food_orders_amounts_nonnegative" CHECK ("food_orders"."subtotal_cents" >= 0 and "food_orders"."delivery_fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"price_cents" integer NOT NULL,
	"image_url" text,
	"is_available" boolean DEFAULT true NOT NULL,
	"portions_left" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_items_price_positive" CHECK ("menu_items"."price_cents" > 0),
	CONSTRAINT "menu_items_portions_nonnegative" CHECK ("menu_items"."portions_left" is null or "menu_items"."portions_left" >= 0)
);
--> statement-breakpoint
CREATE TABLE "restaurant_hours" (
	"restaurant_id" uuid NOT NULL,
	"day" smallint NOT NULL,
	"opens" text NOT NULL,
	"closes" text NOT NULL,
	CONSTRAINT "restaurant_hours_restaurant_id_day_pk" PRIMARY KEY("restaurant_id","day"),
	CONSTRAINT "restaurant_hours_day_valid" CHECK ("restaurant_hours"."day" between 0 and 6),
	CONSTRAINT "restaurant_hours_opens_valid" CHECK ("restaurant_hours"."opens" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "restaurant_hours_closes_valid" CHECK ("restaurant_hours"."closes" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"vendor_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cuisine_type" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text,
	"image_url" text,
	"rating" real,
	"ratings_count" integer DEFAULT 0 NOT NULL,
	"delivery_fee_cents" integer DEFAULT 0 NOT NULL,
	"delivery_time_minutes" integer DEFAULT 30 NOT NULL,
	"minimum_order_cents" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_suspended" boolean DEFAULT false NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || replace(cuisine_type, '_', ' ') || ' ' || description)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurants_cuisine_valid" CHECK ("restaurants"."cuisine_type" in ('african', 'italian', 'asian', 'fast_food', 'desserts', 'healthy', 'grill', 'seafood', 'pizza', 'vegetarian')),
	CONSTRAINT "restaurants_fee_nonnegative" CHECK ("restaurants"."delivery_fee_cents" >= 0),
	CONSTRAINT "restaurants_minimum_nonnegative" CHECK ("restaurants"."minimum_order_cents" >= 0),
	CONSTRAINT "restaurants_time_positive" CHECK ("restaurants"."delivery_time_minutes" > 0),
	CONSTRAINT "restaurants_ratings_nonnegative" CHECK ("restaurants"."ratings_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "food_baskets" ADD CONSTRAINT "food_baskets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_baskets" ADD CONSTRAINT "food_baskets_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_order_events" ADD CONSTRAINT "food_order_events_order_id_food_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."food_orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_orders" ADD CONSTRAINT "food_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_orders" ADD CONSTRAINT "food_orders_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_orders" ADD CONSTRAINT "food_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_hours" ADD CONSTRAINT "restaurant_hours_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "food_order_events_order_idx" ON "food_order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "food_orders_kitchen_idx" ON "food_orders" USING btree ("restaurant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "food_orders_user_idx" ON "food_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "menu_items_restaurant_idx" ON "menu_items" USING btree ("restaurant_id","category","sort","name");--> statement-breakpoint
CREATE INDEX "restaurants_listed_name_idx" ON "restaurants" USING btree ("name","id") WHERE not "restaurants"."is_suspended";--> statement-breakpoint
CREATE INDEX "restaurants_listed_rating_idx" ON "restaurants" USING btree ("rating" DESC NULLS LAST,"name","id") WHERE not "restaurants"."is_suspended";--> statement-breakpoint
CREATE INDEX "restaurants_listed_time_idx" ON "restaurants" USING btree ("delivery_time_minutes","name","id") WHERE not "restaurants"."is_suspended";--> statement-breakpoint
CREATE INDEX "restaurants_listed_minimum_idx" ON "restaurants" USING btree ("minimum_order_cents","name","id") WHERE not "restaurants"."is_suspended";--> statement-breakpoint
CREATE INDEX "restaurants_listed_cuisine_idx" ON "restaurants" USING btree ("cuisine_type","name","id") WHERE not "restaurants"."is_suspended";--> statement-breakpoint
CREATE INDEX "restaurants_search_trgm_idx" ON "restaurants" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "restaurants_vendor_idx" ON "restaurants" USING btree ("vendor_id","created_at");