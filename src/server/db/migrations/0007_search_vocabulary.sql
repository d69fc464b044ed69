CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "catalogs_fuzzy_idx";--> statement-breakpoint
DROP INDEX "products_fuzzy_idx";--> statement-breakpoint
DROP INDEX "suppliers_fuzzy_idx";--> statement-breakpoint
DROP INDEX "catalogs_search_idx";--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
DROP INDEX "suppliers_search_idx";--> statement-breakpoint
ALTER TABLE "catalogs" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS ((setweight(to_tsvector('english'::regconfig, "catalogs"."title"), 'A') || setweight(to_tsvector('english'::regconfig, "catalogs"."category" || ' ' || "catalogs"."material" || ' ' || "catalogs"."item_number"), 'B') || setweight(to_tsvector('english'::regconfig, "catalogs"."description"), 'C') || setweight(to_tsvector('english'::regconfig, "catalogs"."attributes"), 'D'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogs" ADD COLUMN "search_text" text GENERATED ALWAYS AS (("catalogs"."title" || ' ' || "catalogs"."category" || ' ' || "catalogs"."material")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS ((setweight(to_tsvector('english'::regconfig, "products"."title"), 'A') || setweight(to_tsvector('english'::regconfig, "products"."category"), 'B') || setweight(to_tsvector('english'::regconfig, "products"."description"), 'C'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (("products"."title" || ' ' || "products"."category")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS ((setweight(to_tsvector('english'::regconfig, "suppliers"."name"), 'A') || setweight(to_tsvector('english'::regconfig, "suppliers"."city" || ' ' || "suppliers"."state" || ' ' || (coalesce("suppliers"."product_categories"[1], '') || ' ' || coalesce("suppliers"."product_categories"[2], '') || ' ' || coalesce("suppliers"."product_categories"[3], '') || ' ' || coalesce("suppliers"."product_categories"[4], '') || ' ' || coalesce("suppliers"."product_categories"[5], '') || ' ' || coalesce("suppliers"."product_categories"[6], '') || ' ' || coalesce("suppliers"."product_categories"[7], '') || ' ' || coalesce("suppliers"."product_categories"[8], '') || ' ' || coalesce("suppliers"."product_categories"[9], '') || ' ' || coalesce("suppliers"."product_categories"[10], '') || ' ' || coalesce("suppliers"."product_categories"[11], '') || ' ' || coalesce("suppliers"."product_categories"[12], ''))), 'B') || setweight(to_tsvector('english'::regconfig, "suppliers"."description"), 'C'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (("suppliers"."name" || ' ' || "suppliers"."city" || ' ' || "suppliers"."state" || ' ' || (coalesce("suppliers"."product_categories"[1], '') || ' ' || coalesce("suppliers"."product_categories"[2], '') || ' ' || coalesce("suppliers"."product_categories"[3], '') || ' ' || coalesce("suppliers"."product_categories"[4], '') || ' ' || coalesce("suppliers"."product_categories"[5], '') || ' ' || coalesce("suppliers"."product_categories"[6], '') || ' ' || coalesce("suppliers"."product_categories"[7], '') || ' ' || coalesce("suppliers"."product_categories"[8], '') || ' ' || coalesce("suppliers"."product_categories"[9], '') || ' ' || coalesce("suppliers"."product_categories"[10], '') || ' ' || coalesce("suppliers"."product_categories"[11], '') || ' ' || coalesce("suppliers"."product_categories"[12], '')))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalogs_newest_idx" ON "catalogs" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "suppliers_order_idx" ON "suppliers" USING btree ("is_example","name","id");--> statement-breakpoint
CREATE INDEX "catalogs_search_idx" ON "catalogs" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "suppliers_search_idx" ON "suppliers" USING gin ("search_vector") WITH (fastupdate=false);
--> statement-breakpoint
-- The vocabulary of misspelling matches (search_terms): the words of every search_text written.
CREATE FUNCTION remember_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT DISTINCT w FROM new_rows, unnest(tsvector_to_array(to_tsvector('simple'::regconfig, new_rows.search_text))) AS w
  WHERE length(w) BETWEEN 3 AND 40
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER catalogs_terms_insert AFTER INSERT ON catalogs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION remember_search_terms();--> statement-breakpoint
CREATE TRIGGER catalogs_terms_update AFTER UPDATE ON catalogs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION remember_search_terms();--> statement-breakpoint
CREATE TRIGGER products_terms_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION remember_search_terms();--> statement-breakpoint
CREATE TRIGGER products_terms_update AFTER UPDATE ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION remember_search_terms();--> statement-breakpoint
CREATE TRIGGER suppliers_terms_insert AFTER INSERT ON suppliers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION remember_search_terms();--> statement-breakpoint
CREATE TRIGGER suppliers_terms_update AFTER UPDATE ON suppliers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION remember_search_terms();--> statement-breakpoint
INSERT INTO search_terms (term)
SELECT DISTINCT w FROM (
  SELECT search_text FROM catalogs UNION ALL SELECT search_text FROM products UNION ALL SELECT search_text FROM suppliers
) d, unnest(tsvector_to_array(to_tsvector('simple'::regconfig, d.search_text))) AS w
WHERE length(w) BETWEEN 3 AND 40
ON CONFLICT DO NOTHING;
