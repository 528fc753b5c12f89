ALTER TABLE "places" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "updated_at" timestamp with time zone;