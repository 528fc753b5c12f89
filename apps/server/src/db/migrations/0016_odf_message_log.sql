CREATE TABLE "odf_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"file_name" text,
	"competition_code" text,
	"document_code" text,
	"document_subcode" text,
	"document_type" text,
	"document_subtype" text,
	"version" integer,
	"outcome" text NOT NULL,
	"ignored_reason" text,
	"current_version" integer,
	"detail" text,
	"error_status" smallint,
	"error_code" text,
	"error_fields" jsonb,
	"line" integer,
	"column" integer,
	"mismatches" jsonb,
	"raw" text,
	"raw_bytes" integer DEFAULT 0 NOT NULL,
	"reapplied_as" bigint
);
--> statement-breakpoint
CREATE INDEX "odf_messages_outcome_idx" ON "odf_messages" USING btree ("outcome","id");