CREATE TABLE "event_formats" (
	"event_code" text PRIMARY KEY NOT NULL,
	"format" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_formats" ADD CONSTRAINT "event_formats_event_code_events_code_fk" FOREIGN KEY ("event_code") REFERENCES "public"."events"("code") ON DELETE cascade ON UPDATE no action;