CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_dimensions" (
	"catalog_id" uuid PRIMARY KEY NOT NULL,
	"length" numeric(12, 2) NOT NULL,
	"width" numeric(12, 2) NOT NULL,
	"height" numeric(12, 2) NOT NULL,
	"unit" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"catalog_id" uuid NOT NULL,
	"image_url" text NOT NULL,
	"thumb_url" text NOT NULL,
	"display_url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"signature" text NOT NULL,
	"storage_key" text NOT NULL,
	"display_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_packaging" (
	"catalog_id" uuid PRIMARY KEY NOT NULL,
	"inner_type" text NOT NULL,
	"inner_quantity" integer NOT NULL,
	"inner_dimensions" text NOT NULL,
	"outer_type" text NOT NULL,
	"outer_quantity" integer NOT NULL,
	"outer_dimensions" text NOT NULL,
	"container_twenty" integer NOT NULL,
	"container_forty" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_weights" (
	"catalog_id" uuid PRIMARY KEY NOT NULL,
	"value" numeric(12, 3) NOT NULL,
	"unit" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"item_number" text NOT NULL,
	"material" text NOT NULL,
	"category" text NOT NULL,
	"template" text NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"moq" integer NOT NULL,
	"price_min" numeric(14, 2) NOT NULL,
	"price_max" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "councils" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"full_name" text NOT NULL,
	"icon" text NOT NULL,
	"description" text NOT NULL,
	"link" text NOT NULL,
	"example_product_count" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"image_url" text NOT NULL,
	"thumb_url" text NOT NULL,
	"display_url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"signature" text NOT NULL,
	"storage_key" text NOT NULL,
	"display_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"price_min" numeric(14, 2) NOT NULL,
	"price_max" numeric(14, 2) NOT NULL,
	"moq" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"role" text DEFAULT 'buyer' NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"avatar_url" text,
	"company_name" text,
	"phone" text,
	"language" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"top_exports" text[] DEFAULT '{}'::text[] NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "supplier_councils" (
	"supplier_id" text NOT NULL,
	"council_id" text NOT NULL,
	CONSTRAINT "supplier_councils_supplier_id_council_id_pk" PRIMARY KEY("supplier_id","council_id")
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"logo_url" text,
	"description" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"verification_level" text DEFAULT 'new' NOT NULL,
	"response_rate" integer,
	"delivery_time" text,
	"product_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"example_products_count" integer DEFAULT 0 NOT NULL,
	"is_example" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"source_hash" text NOT NULL,
	"source_language" text NOT NULL,
	"target_language" text NOT NULL,
	"provider" text NOT NULL,
	"translated_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translations_source_hash_source_language_target_language_provider_pk" PRIMARY KEY("source_hash","source_language","target_language","provider")
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
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_dimensions" ADD CONSTRAINT "catalog_dimensions_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_images" ADD CONSTRAINT "catalog_images_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_packaging" ADD CONSTRAINT "catalog_packaging_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_weights" ADD CONSTRAINT "catalog_weights_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogs" ADD CONSTRAINT "catalogs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_councils" ADD CONSTRAINT "supplier_councils_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_councils" ADD CONSTRAINT "supplier_councils_council_id_councils_id_fk" FOREIGN KEY ("council_id") REFERENCES "public"."councils"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_images_order_idx" ON "catalog_images" USING btree ("catalog_id","display_order");--> statement-breakpoint
CREATE INDEX "catalogs_user_id_idx" ON "catalogs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "catalogs_category_idx" ON "catalogs" USING btree ("category");--> statement-breakpoint
CREATE INDEX "catalogs_search_idx" ON "catalogs" USING gin ((setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "category" || ' ' || "material" || ' ' || "item_number"), 'B') || setweight(to_tsvector('english'::regconfig, "description"), 'C') || setweight(to_tsvector('english'::regconfig, "attributes"), 'D')));--> statement-breakpoint
CREATE INDEX "catalogs_fuzzy_idx" ON "catalogs" USING gin (("title" || ' ' || "category" || ' ' || "material") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_images_order_idx" ON "product_images" USING btree ("product_id","display_order");--> statement-breakpoint
CREATE INDEX "products_user_id_idx" ON "products" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "supplier_councils_council_idx" ON "supplier_councils" USING btree ("council_id");--> statement-breakpoint
CREATE INDEX "suppliers_verification_idx" ON "suppliers" USING btree ("verification_level");--> statement-breakpoint
CREATE INDEX "suppliers_search_idx" ON "suppliers" USING gin ((setweight(to_tsvector('english'::regconfig, "name"), 'A') || setweight(to_tsvector('english'::regconfig, "city" || ' ' || "state" || ' ' || (coalesce("product_categories"[1], '') || ' ' || coalesce("product_categories"[2], '') || ' ' || coalesce("product_categories"[3], '') || ' ' || coalesce("product_categories"[4], '') || ' ' || coalesce("product_categories"[5], '') || ' ' || coalesce("product_categories"[6], '') || ' ' || coalesce("product_categories"[7], '') || ' ' || coalesce("product_categories"[8], '') || ' ' || coalesce("product_categories"[9], '') || ' ' || coalesce("product_categories"[10], '') || ' ' || coalesce("product_categories"[11], '') || ' ' || coalesce("product_categories"[12], ''))), 'B') || setweight(to_tsvector('english'::regconfig, "description"), 'C')));--> statement-breakpoint
CREATE INDEX "suppliers_fuzzy_idx" ON "suppliers" USING gin (("name" || ' ' || "city" || ' ' || "state" || ' ' || (coalesce("product_categories"[1], '') || ' ' || coalesce("product_categories"[2], '') || ' ' || coalesce("product_categories"[3], '') || ' ' || coalesce("product_categories"[4], '') || ' ' || coalesce("product_categories"[5], '') || ' ' || coalesce("product_categories"[6], '') || ' ' || coalesce("product_categories"[7], '') || ' ' || coalesce("product_categories"[8], '') || ' ' || coalesce("product_categories"[9], '') || ' ' || coalesce("product_categories"[10], '') || ' ' || coalesce("product_categories"[11], '') || ' ' || coalesce("product_categories"[12], ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");