DROP TABLE "catalog_images" CASCADE;--> statement-breakpoint
DROP TABLE "product_images" CASCADE;