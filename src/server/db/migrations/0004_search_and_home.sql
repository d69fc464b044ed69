CREATE TABLE "regions" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"top_exports" text[] DEFAULT '{}'::text[] NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "use_cases" (
	"id" text PRIMARY KEY NOT NULL,
	"quote" text NOT NULL,
	"author" text NOT NULL,
	"position" text NOT NULL,
	"company" text NOT NULL,
	"location" text NOT NULL,
	"avatar_url" text,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalogs_search_idx" ON "catalogs" USING gin ((setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "category" || ' ' || "material" || ' ' || "item_number"), 'B') || setweight(to_tsvector('english'::regconfig, "description"), 'C') || setweight(to_tsvector('english'::regconfig, "attributes"), 'D')));--> statement-breakpoint
CREATE INDEX "catalogs_fuzzy_idx" ON "catalogs" USING gin (("title" || ' ' || "category" || ' ' || "material") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_search_idx" ON "suppliers" USING gin ((setweight(to_tsvector('english'::regconfig, "name"), 'A') || setweight(to_tsvector('english'::regconfig, "city" || ' ' || "state" || ' ' || (coalesce("product_categories"[1], '') || ' ' || coalesce("product_categories"[2], '') || ' ' || coalesce("product_categories"[3], '') || ' ' || coalesce("product_categories"[4], '') || ' ' || coalesce("product_categories"[5], '') || ' ' || coalesce("product_categories"[6], '') || ' ' || coalesce("product_categories"[7], '') || ' ' || coalesce("product_categories"[8], '') || ' ' || coalesce("product_categories"[9], '') || ' ' || coalesce("product_categories"[10], '') || ' ' || coalesce("product_categories"[11], '') || ' ' || coalesce("product_categories"[12], ''))), 'B') || setweight(to_tsvector('english'::regconfig, "description"), 'C')));--> statement-breakpoint
CREATE INDEX "suppliers_fuzzy_idx" ON "suppliers" USING gin (("name" || ' ' || "city" || ' ' || "state" || ' ' || (coalesce("product_categories"[1], '') || ' ' || coalesce("product_categories"[2], '') || ' ' || coalesce("product_categories"[3], '') || ' ' || coalesce("product_categories"[4], '') || ' ' || coalesce("product_categories"[5], '') || ' ' || coalesce("product_categories"[6], '') || ' ' || coalesce("product_categories"[7], '') || ' ' || coalesce("product_categories"[8], '') || ' ' || coalesce("product_categories"[9], '') || ' ' || coalesce("product_categories"[10], '') || ' ' || coalesce("product_categories"[11], '') || ' ' || coalesce("product_categories"[12], ''))) gin_trgm_ops);