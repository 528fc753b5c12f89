CREATE TABLE "result_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"unit_code" text NOT NULL,
	"event_code" text,
	"discipline_code" text,
	"day" text NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"reason" text,
	"reason_locale" text,
	"changes" jsonb NOT NULL,
	"official" jsonb
);
--> statement-breakpoint
ALTER TABLE "result_corrections" ADD CONSTRAINT "result_corrections_unit_code_units_code_fk" FOREIGN KEY ("unit_code") REFERENCES "public"."units"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "result_corrections_unit_idx" ON "result_corrections" USING btree ("unit_code");--> statement-breakpoint
CREATE INDEX "result_corrections_day_idx" ON "result_corrections" USING btree ("day");