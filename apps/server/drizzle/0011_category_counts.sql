CREATE TABLE "product_category_counts" (
	"category" text PRIMARY KEY NOT NULL,
	"products" integer DEFAULT 0 NOT NULL,
	"in_stock" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Kept counts for GET /api/products/categories (issue 19): statement-level triggers with transition tables
-- add what each statement changed, grouped by category, in that statement's transaction. An update writes a
-- count only when its net change is not zero (a category change, or stock crossing zero), so the stock moves
-- of orders take no lock on the counts.
CREATE FUNCTION product_category_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_category_counts AS c (category, products, in_stock)
  SELECT category, sum(products), sum(in_stock)
  FROM (
    SELECT category, 1 AS products, in_stock::int AS in_stock FROM new_rows
  ) AS d
  GROUP BY category
  ORDER BY category
  ON CONFLICT (category) DO UPDATE
    SET products = c.products + excluded.products, in_stock = c.in_stock + excluded.in_stock;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_category_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_category_counts AS c (category, products, in_stock)
  SELECT category, -sum(products), -sum(in_stock)
  FROM (
    SELECT category, 1 AS products, in_stock::int AS in_stock FROM old_rows
  ) AS d
  GROUP BY category
  ORDER BY category
  ON CONFLICT (category) DO UPDATE
    SET products = c.products + excluded.products, in_stock = c.in_stock + excluded.in_stock;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_category_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_category_counts AS c (category, products, in_stock)
  SELECT category, sum(products), sum(in_stock)
  FROM (
    SELECT category, -1 AS products, -(in_stock::int) AS in_stock FROM old_rows
    UNION ALL
    SELECT category, 1, in_stock::int FROM new_rows
  ) AS d
  GROUP BY category
  HAVING sum(products) <> 0 OR sum(in_stock) <> 0
  ORDER BY category
  ON CONFLICT (category) DO UPDATE
    SET products = c.products + excluded.products, in_stock = c.in_stock + excluded.in_stock;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_category_counts_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_category_counts_add();
--> statement-breakpoint
CREATE TRIGGER products_category_counts_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_category_counts_remove();
--> statement-breakpoint
CREATE TRIGGER products_category_counts_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION product_category_counts_change();
--> statement-breakpoint
CREATE FUNCTION product_category_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_category_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_category_counts_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION product_category_counts_clear();
--> statement-breakpoint
INSERT INTO product_category_counts (category, products, in_stock)
SELECT category, count(*), count(*) FILTER (WHERE in_stock) FROM products GROUP BY category;
