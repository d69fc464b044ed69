CREATE TABLE "translations" (
	"source_hash" text NOT NULL,
	"source_language" text NOT NULL,
	"target_language" text NOT NULL,
	"provider" text NOT NULL,
	"translated_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translations_source_hash_source_language_target_language_provider_pk" PRIMARY KEY("source_hash","source_language","target_language","provider")
);
