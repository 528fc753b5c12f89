CREATE TABLE "records" (
	"event_code" text NOT NULL,
	"kind" text NOT NULL,
	"mark" text NOT NULL,
	"holder" text NOT NULL,
	"organisation_code" text,
	"athlete_id" text,
	"team_id" text,
	"date" text,
	"unit_code" text,
	"previous_mark" text,
	"previous_holder" text,
	"previous_date" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "records_event_code_kind_pk" PRIMARY KEY("event_code","kind")
);
--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_event_code_events_code_fk" FOREIGN KEY ("event_code") REFERENCES "public"."events"("code") ON DELETE cascade ON UPDATE no action;