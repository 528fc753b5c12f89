CREATE TABLE "route_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"match" text DEFAULT 'exact' NOT NULL,
	"target" text NOT NULL,
	"permanent" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"hits" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "route_rules_source_idx" ON "route_rules" USING btree ("source","match");