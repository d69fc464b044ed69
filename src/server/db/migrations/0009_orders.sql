CREATE TABLE "invoice_series" (
	"supplier_id" text NOT NULL,
	"fy" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_series_supplier_id_fy_pk" PRIMARY KEY("supplier_id","fy")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"actor_id" text,
	"kind" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"hsn" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit" text NOT NULL,
	"unit_price_paise" bigint NOT NULL,
	"gst_rate_bp" integer NOT NULL,
	"catalog_id" uuid,
	"product_id" uuid,
	CONSTRAINT "order_items_order_id_position_pk" PRIMARY KEY("order_id","position")
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"received_on" date NOT NULL,
	"method" text NOT NULL,
	"reference" text NOT NULL,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_positive" CHECK ("order_payments"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" text NOT NULL,
	"supplier_user_id" text NOT NULL,
	"supplier_id" text NOT NULL,
	"quote_id" uuid,
	"conversation_id" uuid,
	"status" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_gstin" text,
	"delivery_address" text NOT NULL,
	"delivery_pincode" text,
	"delivery_state" text NOT NULL,
	"terms" text,
	"supply" text NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"tax_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"paid_paise" bigint DEFAULT 0 NOT NULL,
	"invoice_number" text,
	"invoice_fy" text,
	"invoice_seq" integer,
	"invoiced_on" date,
	"invoice_parties" jsonb,
	"transporter" text,
	"consignment_number" text,
	"dispatched_on" date,
	"eway_bill" text,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_quote_id_unique" UNIQUE("quote_id"),
	CONSTRAINT "orders_paid_within_total" CHECK ("orders"."paid_paise" >= 0 and "orders"."paid_paise" <= "orders"."total_paise")
);
--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_one_subject";--> statement-breakpoint
ALTER TABLE "catalogs" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "catalogs" ADD COLUMN "gst_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "catalogs" ADD COLUMN "price_includes_gst" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_includes_gst" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "pincode" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "upi_vpa" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "bank_account_name" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "bank_account_number" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "bank_ifsc" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "lut_arn" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "invoice_prefix" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "gst_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "invoice_series" ADD CONSTRAINT "invoice_series_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_supplier_user_id_users_id_fk" FOREIGN KEY ("supplier_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_reference_idx" ON "order_payments" USING btree ("order_id","reference");--> statement-breakpoint
CREATE INDEX "orders_supplier_idx" ON "orders" USING btree ("supplier_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("buyer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_supplier_status_idx" ON "orders" USING btree ("supplier_id","status");--> statement-breakpoint
CREATE INDEX "orders_buyer_status_idx" ON "orders" USING btree ("buyer_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_number_idx" ON "orders" USING btree ("supplier_id","invoice_fy","invoice_seq");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_once_order_idx" ON "reports" USING btree ("reporter_id","order_id");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_one_subject" CHECK (num_nonnulls("reports"."conversation_id", "reports"."requirement_id", "reports"."catalog_id", "reports"."product_id", "reports"."review_id", "reports"."order_id") = 1);