ALTER TABLE "catalogs" ADD COLUMN "supplier_tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "supplier_tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "listing_categories" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- The documents change: dropped first, so the backfills below do not compute them twice.
ALTER TABLE "catalogs" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "suppliers" DROP COLUMN "search_vector";--> statement-breakpoint
-- A listing's supplier as search tags: lexemes no typed word reaches (words are letters and digits).
CREATE FUNCTION supplier_search_tags(state text, city text, level text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY[
    CASE WHEN state <> '' THEN '~state:' || lower(state) END,
    CASE WHEN city <> '' THEN '~city:' || lower(city) END,
    '~level:' || level], NULL)
$$;--> statement-breakpoint
CREATE FUNCTION listing_supplier_tags() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.supplier_tags := coalesce((SELECT supplier_search_tags(s.state, s.city, s.verification_level) FROM suppliers s WHERE s.user_id = NEW.user_id), '{}');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER catalogs_supplier_tags BEFORE INSERT OR UPDATE OF user_id ON catalogs FOR EACH ROW EXECUTE FUNCTION listing_supplier_tags();--> statement-breakpoint
CREATE TRIGGER products_supplier_tags BEFORE INSERT OR UPDATE OF user_id ON products FOR EACH ROW EXECUTE FUNCTION listing_supplier_tags();--> statement-breakpoint
CREATE FUNCTION supplier_tags_to_listings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tags text[] := supplier_search_tags(NEW.state, NEW.city, NEW.verification_level);
BEGIN
  -- Guarded: an UPDATE of no rows still runs the tables' statement triggers.
  IF EXISTS (SELECT 1 FROM catalogs WHERE user_id = NEW.user_id AND supplier_tags IS DISTINCT FROM tags) THEN
    UPDATE catalogs SET supplier_tags = tags WHERE user_id = NEW.user_id AND supplier_tags IS DISTINCT FROM tags;
  END IF;
  IF EXISTS (SELECT 1 FROM products WHERE user_id = NEW.user_id AND supplier_tags IS DISTINCT FROM tags) THEN
    UPDATE products SET supplier_tags = tags WHERE user_id = NEW.user_id AND supplier_tags IS DISTINCT FROM tags;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER suppliers_tags_insert AFTER INSERT ON suppliers FOR EACH ROW WHEN (NEW.user_id IS NOT NULL) EXECUTE FUNCTION supplier_tags_to_listings();--> statement-breakpoint
CREATE TRIGGER suppliers_tags_update AFTER UPDATE OF state, city, verification_level, user_id ON suppliers FOR EACH ROW WHEN (supplier_search_tags(OLD.state, OLD.city, OLD.verification_level) IS DISTINCT FROM supplier_search_tags(NEW.state, NEW.city, NEW.verification_level) OR OLD.user_id IS DISTINCT FROM NEW.user_id) EXECUTE FUNCTION supplier_tags_to_listings();--> statement-breakpoint
-- The categories of each owner's shown listings, on the supplier row.
CREATE FUNCTION set_listing_categories(owners text[]) RETURNS void LANGUAGE sql AS $$
  UPDATE suppliers s SET listing_categories = c.categories
  FROM (
    SELECT o AS user_id, ARRAY(
      SELECT category FROM catalogs WHERE user_id = o AND hidden_at IS NULL
      UNION SELECT category FROM products WHERE user_id = o AND hidden_at IS NULL
      ORDER BY 1) AS categories
    FROM unnest(owners) AS o
  ) c
  WHERE s.user_id = c.user_id AND s.listing_categories IS DISTINCT FROM c.categories
$$;--> statement-breakpoint
CREATE FUNCTION refresh_listing_categories() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM set_listing_categories(ARRAY(SELECT DISTINCT user_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM set_listing_categories(ARRAY(SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows));
  ELSE
    PERFORM set_listing_categories(ARRAY(SELECT DISTINCT user_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER catalogs_categories_insert AFTER INSERT ON catalogs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_listing_categories();--> statement-breakpoint
CREATE TRIGGER catalogs_categories_update AFTER UPDATE ON catalogs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_listing_categories();--> statement-breakpoint
CREATE TRIGGER catalogs_categories_delete AFTER DELETE ON catalogs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_listing_categories();--> statement-breakpoint
CREATE TRIGGER products_categories_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_listing_categories();--> statement-breakpoint
CREATE TRIGGER products_categories_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_listing_categories();--> statement-breakpoint
CREATE TRIGGER products_categories_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_listing_categories();--> statement-breakpoint
UPDATE catalogs c SET supplier_tags = supplier_search_tags(s.state, s.city, s.verification_level) FROM suppliers s WHERE s.user_id = c.user_id;--> statement-breakpoint
UPDATE products p SET supplier_tags = supplier_search_tags(s.state, s.city, s.verification_level) FROM suppliers s WHERE s.user_id = p.user_id;--> statement-breakpoint
SELECT set_listing_categories(ARRAY(SELECT user_id FROM suppliers WHERE user_id IS NOT NULL));--> statement-breakpoint
ALTER TABLE "catalogs" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS ((setweight(to_tsvector('english'::regconfig, "catalogs"."title"), 'A') || setweight(to_tsvector('english'::regconfig, "catalogs"."category" || ' ' || "catalogs"."material" || ' ' || "catalogs"."item_number"), 'B') || setweight(to_tsvector('english'::regconfig, "catalogs"."description"), 'C') || setweight(to_tsvector('english'::regconfig, "catalogs"."attributes"), 'D') || array_to_tsvector("catalogs"."supplier_tags"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS ((setweight(to_tsvector('english'::regconfig, "products"."title"), 'A') || setweight(to_tsvector('english'::regconfig, "products"."category"), 'B') || setweight(to_tsvector('english'::regconfig, "products"."description"), 'C') || array_to_tsvector("products"."supplier_tags"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS ((setweight(to_tsvector('english'::regconfig, "suppliers"."name"), 'A') || setweight(to_tsvector('english'::regconfig, "suppliers"."city" || ' ' || "suppliers"."state" || ' ' || (coalesce("suppliers"."product_categories"[1], '') || ' ' || coalesce("suppliers"."product_categories"[2], '') || ' ' || coalesce("suppliers"."product_categories"[3], '') || ' ' || coalesce("suppliers"."product_categories"[4], '') || ' ' || coalesce("suppliers"."product_categories"[5], '') || ' ' || coalesce("suppliers"."product_categories"[6], '') || ' ' || coalesce("suppliers"."product_categories"[7], '') || ' ' || coalesce("suppliers"."product_categories"[8], '') || ' ' || coalesce("suppliers"."product_categories"[9], '') || ' ' || coalesce("suppliers"."product_categories"[10], '') || ' ' || coalesce("suppliers"."product_categories"[11], '') || ' ' || coalesce("suppliers"."product_categories"[12], '')) || ' ' || (coalesce("suppliers"."listing_categories"[1], '') || ' ' || coalesce("suppliers"."listing_categories"[2], '') || ' ' || coalesce("suppliers"."listing_categories"[3], '') || ' ' || coalesce("suppliers"."listing_categories"[4], '') || ' ' || coalesce("suppliers"."listing_categories"[5], '') || ' ' || coalesce("suppliers"."listing_categories"[6], '') || ' ' || coalesce("suppliers"."listing_categories"[7], '') || ' ' || coalesce("suppliers"."listing_categories"[8], ''))), 'B') || setweight(to_tsvector('english'::regconfig, "suppliers"."description"), 'C'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "catalogs_search_idx" ON "catalogs" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "suppliers_search_idx" ON "suppliers" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_title_idx" ON "products" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "suppliers_name_idx" ON "suppliers" USING btree ("name","id");--> statement-breakpoint
CREATE TABLE "search_phrases" (
	"kind" text NOT NULL,
	"phrase" text NOT NULL,
	"context" text DEFAULT '' NOT NULL,
	"uses" integer NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS ((setweight(to_tsvector('english'::regconfig, phrase), 'A') || setweight(to_tsvector('english'::regconfig, context), 'B'))) STORED NOT NULL,
	CONSTRAINT "search_phrases_kind_phrase_context_pk" PRIMARY KEY("kind","phrase","context")
);--> statement-breakpoint
CREATE INDEX "search_phrases_search_idx" ON "search_phrases" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
-- Suggestion phrases counted per statement: TG_ARGV[0] selects (kind, phrase, context) from the transition table named by %1$s.
CREATE FUNCTION count_search_phrases() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := concat_ws(' UNION ALL ',
    CASE WHEN TG_OP <> 'DELETE' THEN format('SELECT kind, phrase, context, 1 AS d FROM (%s) p', format(TG_ARGV[0], 'new_rows')) END,
    CASE WHEN TG_OP <> 'INSERT' THEN format('SELECT kind, phrase, context, -1 AS d FROM (%s) p', format(TG_ARGV[0], 'old_rows')) END);
  delta text := format('SELECT kind, phrase, context, sum(d)::int AS d FROM (%s) c WHERE phrase <> %L GROUP BY kind, phrase, context HAVING sum(d) <> 0', changes, '');
BEGIN
  -- In key order, so concurrent writers lock shared phrases in the same order.
  EXECUTE format('INSERT INTO search_phrases AS s (kind, phrase, context, uses) SELECT kind, phrase, context, d FROM (%s) x ORDER BY kind, phrase, context
    ON CONFLICT (kind, phrase, context) DO UPDATE SET uses = s.uses + excluded.uses', delta);
  IF TG_OP <> 'INSERT' THEN
    EXECUTE format('DELETE FROM search_phrases s USING (%s) x WHERE s.kind = x.kind AND s.phrase = x.phrase AND s.context = x.context AND s.uses <= 0', delta);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER catalogs_phrases_insert AFTER INSERT ON catalogs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_search_phrases('SELECT ''catalog'' AS kind, title AS phrase, category AS context FROM %1$s WHERE hidden_at IS NULL UNION ALL SELECT ''category'', category, '''' FROM %1$s WHERE hidden_at IS NULL');--> statement-breakpoint
CREATE TRIGGER catalogs_phrases_update AFTER UPDATE ON catalogs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_search_phrases('SELECT ''catalog'' AS kind, title AS phrase, category AS context FROM %1$s WHERE hidden_at IS NULL UNION ALL SELECT ''category'', category, '''' FROM %1$s WHERE hidden_at IS NULL');--> statement-breakpoint
CREATE TRIGGER catalogs_phrases_delete AFTER DELETE ON catalogs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_search_phrases('SELECT ''catalog'' AS kind, title AS phrase, category AS context FROM %1$s WHERE hidden_at IS NULL UNION ALL SELECT ''category'', category, '''' FROM %1$s WHERE hidden_at IS NULL');--> statement-breakpoint
CREATE TRIGGER products_phrases_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_search_phrases('SELECT ''product'' AS kind, title AS phrase, category AS context FROM %1$s WHERE hidden_at IS NULL UNION ALL SELECT ''category'', category, '''' FROM %1$s WHERE hidden_at IS NULL');--> statement-breakpoint
CREATE TRIGGER products_phrases_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_search_phrases('SELECT ''product'' AS kind, title AS phrase, category AS context FROM %1$s WHERE hidden_at IS NULL UNION ALL SELECT ''category'', category, '''' FROM %1$s WHERE hidden_at IS NULL');--> statement-breakpoint
CREATE TRIGGER products_phrases_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_search_phrases('SELECT ''product'' AS kind, title AS phrase, category AS context FROM %1$s WHERE hidden_at IS NULL UNION ALL SELECT ''category'', category, '''' FROM %1$s WHERE hidden_at IS NULL');--> statement-breakpoint
CREATE TRIGGER suppliers_phrases_insert AFTER INSERT ON suppliers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_search_phrases('SELECT ''supplier'' AS kind, name AS phrase, '''' AS context FROM %1$s UNION ALL SELECT ''category'', c, '''' FROM %1$s, unnest(product_categories) AS c');--> statement-breakpoint
CREATE TRIGGER suppliers_phrases_update AFTER UPDATE ON suppliers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_search_phrases('SELECT ''supplier'' AS kind, name AS phrase, '''' AS context FROM %1$s UNION ALL SELECT ''category'', c, '''' FROM %1$s, unnest(product_categories) AS c');--> statement-breakpoint
CREATE TRIGGER suppliers_phrases_delete AFTER DELETE ON suppliers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_search_phrases('SELECT ''supplier'' AS kind, name AS phrase, '''' AS context FROM %1$s UNION ALL SELECT ''category'', c, '''' FROM %1$s, unnest(product_categories) AS c');--> statement-breakpoint
INSERT INTO search_phrases (kind, phrase, context, uses)
SELECT kind, phrase, context, count(*)::int FROM (
  SELECT 'catalog' AS kind, title AS phrase, category AS context FROM catalogs WHERE hidden_at IS NULL
  UNION ALL SELECT 'category', category, '' FROM catalogs WHERE hidden_at IS NULL
  UNION ALL SELECT 'product', title, category FROM products WHERE hidden_at IS NULL
  UNION ALL SELECT 'category', category, '' FROM products WHERE hidden_at IS NULL
  UNION ALL SELECT 'supplier', name, '' FROM suppliers
  UNION ALL SELECT 'category', c, '' FROM suppliers, unnest(product_categories) AS c
) p WHERE phrase <> '' GROUP BY kind, phrase, context;--> statement-breakpoint
CREATE TABLE "search_lexemes" (
	"lexeme" text PRIMARY KEY NOT NULL
);--> statement-breakpoint
-- 0007's vocabulary trigger also keeps the lexemes of every search document written (tags
-- excluded), reading the same rows once; never removed: a stale one costs one index lookup.
ALTER FUNCTION remember_search_terms() RENAME TO remember_search_words;--> statement-breakpoint
CREATE OR REPLACE FUNCTION remember_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT DISTINCT w FROM new_rows, unnest(tsvector_to_array(to_tsvector('simple'::regconfig, new_rows.search_text))) AS w
  WHERE length(w) BETWEEN 3 AND 40
  ON CONFLICT DO NOTHING;
  INSERT INTO search_lexemes (lexeme)
  SELECT DISTINCT l FROM new_rows, unnest(tsvector_to_array(new_rows.search_vector)) AS l
  WHERE left(l, 1) <> '~'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO search_lexemes (lexeme)
SELECT DISTINCT l FROM (
  SELECT search_vector FROM catalogs UNION ALL SELECT search_vector FROM products UNION ALL SELECT search_vector FROM suppliers
) d, unnest(tsvector_to_array(d.search_vector)) AS l
WHERE left(l, 1) <> '~'
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP INDEX "catalogs_category_idx";--> statement-breakpoint
CREATE INDEX "catalogs_category_newest_idx" ON "catalogs" USING btree ("category","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_category_newest_idx" ON "products" USING btree ("category","created_at" DESC NULLS FIRST,"id");
