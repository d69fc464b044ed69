ALTER TABLE "catalog_images" ADD COLUMN "thumb_url" text NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_images" ADD COLUMN "display_url" text NOT NULL;--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "thumb_url" text NOT NULL;--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "display_url" text NOT NULL;