CREATE TABLE "listing_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"catalog_id" uuid,
	"product_id" uuid,
	"image_url" text NOT NULL,
	"thumb_url" text NOT NULL,
	"display_url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"signature" text NOT NULL,
	"storage_key" text NOT NULL,
	"display_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_images_one_listing" CHECK (num_nonnulls("listing_images"."catalog_id", "listing_images"."product_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "catalog_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_images" ADD CONSTRAINT "listing_images_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_images" ADD CONSTRAINT "listing_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_images_catalog_order_idx" ON "listing_images" USING btree ("catalog_id","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_images_product_order_idx" ON "listing_images" USING btree ("product_id","display_order");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_catalog_id_idx" ON "products" USING btree ("catalog_id");--> statement-breakpoint
ALTER TABLE "councils" DROP COLUMN "example_product_count";--> statement-breakpoint
INSERT INTO "listing_images" ("id", "catalog_id", "image_url", "thumb_url", "display_url", "width", "height", "signature", "storage_key", "display_order", "created_at")
  SELECT "id", "catalog_id", "image_url", "thumb_url", "display_url", "width", "height", "signature", "storage_key", "display_order", "created_at" FROM "catalog_images";--> statement-breakpoint
INSERT INTO "listing_images" ("id", "product_id", "image_url", "thumb_url", "display_url", "width", "height", "signature", "storage_key", "display_order", "created_at")
  SELECT "id", "product_id", "image_url", "thumb_url", "display_url", "width", "height", "signature", "storage_key", "display_order", "created_at" FROM "product_images";
