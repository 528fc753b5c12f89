CREATE TABLE "volunteer_info" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"titles" jsonb NOT NULL,
	"details" jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"location" text,
	"phone" text,
	"email" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone
);
