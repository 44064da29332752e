DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
DROP INDEX "products_name_idx";--> statement-breakpoint
DROP INDEX "products_category_created_idx";--> statement-breakpoint
DROP INDEX "products_category_price_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- Existing rows get references from their age rank through a bijection (rank times a number coprime to 30,
-- modulo 30^8), so they are unique without retries; orders and bookings draw from disjoint ranks.
ALTER TABLE "orders" ADD COLUMN "reference" text;--> statement-breakpoint
UPDATE "orders" AS t SET "reference" = r.ref FROM (
  SELECT n.id, 'SK-' || substr(n.code, 1, 4) || '-' || substr(n.code, 5, 4) AS ref
  FROM (
    SELECT v.id, (
      SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTVWXYZ', ((v.x / power(30::numeric, i)::bigint) % 30)::int + 1, 1), '' ORDER BY i DESC)
      FROM generate_series(0, 7) AS i
    ) AS code
    FROM (
      SELECT id, (((row_number() OVER (ORDER BY created_at, id) + 0)::numeric * 96889010407) % 656100000000)::bigint AS x
      FROM "orders"
    ) AS v
  ) AS n
) AS r WHERE t.id = r.id;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD COLUMN "reference" text;--> statement-breakpoint
UPDATE "service_bookings" AS t SET "reference" = r.ref FROM (
  SELECT n.id, 'SK-' || substr(n.code, 1, 4) || '-' || substr(n.code, 5, 4) AS ref
  FROM (
    SELECT v.id, (
      SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTVWXYZ', ((v.x / power(30::numeric, i)::bigint) % 30)::int + 1, 1), '' ORDER BY i DESC)
      FROM generate_series(0, 7) AS i
    ) AS code
    FROM (
      SELECT id, (((row_number() OVER (ORDER BY created_at, id) + 300000000000)::numeric * 96889010407) % 656100000000)::bigint AS x
      FROM "service_bookings"
    ) AS v
  ) AS n
) AS r WHERE t.id = r.id;--> statement-breakpoint
ALTER TABLE "service_bookings" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "products_price_desc_idx" ON "products" USING btree ("in_stock" DESC NULLS FIRST,"price_cents" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("in_stock" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ((not "in_stock"),"price_cents","id");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("in_stock" DESC NULLS FIRST,"rating" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ((not "in_stock"),"name","id");--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category","in_stock" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category",(not "in_stock"),"price_cents","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_reference_unique" UNIQUE("reference");