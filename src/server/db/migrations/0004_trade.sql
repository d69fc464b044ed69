CREATE TABLE "blocks" (
	"supplier_user_id" text NOT NULL,
	"buyer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_supplier_user_id_buyer_id_pk" PRIMARY KEY("supplier_user_id","buyer_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" text NOT NULL,
	"supplier_user_id" text NOT NULL,
	"supplier_id" text NOT NULL,
	"catalog_id" uuid,
	"product_id" uuid,
	"listing_title" text,
	"quantity" integer NOT NULL,
	"unit" text NOT NULL,
	"target_price" numeric(14, 2),
	"delivery_location" text NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_response_at" timestamp with time zone,
	"buyer_read_at" timestamp with time zone,
	"supplier_read_at" timestamp with time zone,
	"buyer_unread" integer DEFAULT 0 NOT NULL,
	"supplier_unread" integer DEFAULT 0 NOT NULL,
	"buyer_emailed_at" timestamp with time zone,
	"supplier_emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" text NOT NULL,
	"body" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requirement_id" uuid NOT NULL,
	"supplier_id" text NOT NULL,
	"supplier_user_id" text NOT NULL,
	"price_per_unit" numeric(14, 2) NOT NULL,
	"moq" integer NOT NULL,
	"lead_time_days" integer NOT NULL,
	"valid_until" date NOT NULL,
	"message" text,
	"status" text DEFAULT 'sent' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" text NOT NULL,
	"conversation_id" uuid,
	"requirement_id" uuid,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_one_subject" CHECK (num_nonnulls("reports"."conversation_id", "reports"."requirement_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "requirement_matches" (
	"requirement_id" uuid NOT NULL,
	"supplier_id" text NOT NULL,
	"supplier_user_id" text NOT NULL,
	"score" real NOT NULL,
	"reasons" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requirement_matches_requirement_id_supplier_id_pk" PRIMARY KEY("requirement_id","supplier_id")
);
--> statement-breakpoint
CREATE TABLE "requirements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" text NOT NULL,
	"product" text NOT NULL,
	"category" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit" text NOT NULL,
	"price_min" numeric(14, 2),
	"price_max" numeric(14, 2),
	"delivery_location" text NOT NULL,
	"needed_by" date NOT NULL,
	"details" text,
	"language" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trade_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid,
	"requirement_id" uuid,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"storage_key" text NOT NULL,
	"display_order" integer NOT NULL,
	CONSTRAINT "trade_images_one_owner" CHECK (num_nonnulls("trade_images"."message_id", "trade_images"."requirement_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "median_response_minutes" integer;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_supplier_user_id_users_id_fk" FOREIGN KEY ("supplier_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_supplier_user_id_users_id_fk" FOREIGN KEY ("supplier_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_supplier_user_id_users_id_fk" FOREIGN KEY ("supplier_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_matches" ADD CONSTRAINT "requirement_matches_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_matches" ADD CONSTRAINT "requirement_matches_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_matches" ADD CONSTRAINT "requirement_matches_supplier_user_id_users_id_fk" FOREIGN KEY ("supplier_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_images" ADD CONSTRAINT "trade_images_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_images" ADD CONSTRAINT "trade_images_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_buyer_idx" ON "conversations" USING btree ("buyer_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_supplier_user_idx" ON "conversations" USING btree ("supplier_user_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_supplier_created_idx" ON "conversations" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_sender_idx" ON "messages" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_requirement_supplier_idx" ON "quotes" USING btree ("requirement_id","supplier_id");--> statement-breakpoint
CREATE INDEX "quotes_supplier_user_idx" ON "quotes" USING btree ("supplier_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_once_conversation_idx" ON "reports" USING btree ("reporter_id","conversation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_once_requirement_idx" ON "reports" USING btree ("reporter_id","requirement_id");--> statement-breakpoint
CREATE INDEX "requirement_matches_supplier_user_idx" ON "requirement_matches" USING btree ("supplier_user_id","created_at");--> statement-breakpoint
CREATE INDEX "requirements_buyer_idx" ON "requirements" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "trade_images_message_idx" ON "trade_images" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "trade_images_requirement_idx" ON "trade_images" USING btree ("requirement_id");