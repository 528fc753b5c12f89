CREATE TABLE "certificate_awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"certificate_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"revoke_reason" text,
	CONSTRAINT "certificate_awards_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"titles" jsonb NOT NULL,
	"trigger" text NOT NULL,
	"trivia_id" integer,
	"course_id" integer,
	"min_score_percent" smallint,
	"user_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"validity_days" integer,
	"points" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "certificate_awards" ADD CONSTRAINT "certificate_awards_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_awards" ADD CONSTRAINT "certificate_awards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_awards" ADD CONSTRAINT "certificate_awards_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_trivia_id_trivia_id_fk" FOREIGN KEY ("trivia_id") REFERENCES "public"."trivia"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_awards_once_idx" ON "certificate_awards" USING btree ("certificate_id","user_id");--> statement-breakpoint
CREATE INDEX "certificate_awards_user_idx" ON "certificate_awards" USING btree ("user_id");