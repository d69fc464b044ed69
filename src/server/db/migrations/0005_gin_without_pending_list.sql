-- Without a pending list: PGlite has no autovacuum to merge one, and each search would scan it.
ALTER INDEX "catalogs_search_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('catalogs_search_idx');--> statement-breakpoint
ALTER INDEX "catalogs_fuzzy_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('catalogs_fuzzy_idx');--> statement-breakpoint
ALTER INDEX "products_search_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('products_search_idx');--> statement-breakpoint
ALTER INDEX "products_fuzzy_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('products_fuzzy_idx');--> statement-breakpoint
ALTER INDEX "suppliers_search_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('suppliers_search_idx');--> statement-breakpoint
ALTER INDEX "suppliers_fuzzy_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('suppliers_fuzzy_idx');
