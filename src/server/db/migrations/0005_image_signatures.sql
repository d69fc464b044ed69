ALTER TABLE "catalog_images" ADD COLUMN "width" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_images" ADD COLUMN "height" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_images" ADD COLUMN "signature" text NOT NULL;--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "width" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "height" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "signature" text NOT NULL;