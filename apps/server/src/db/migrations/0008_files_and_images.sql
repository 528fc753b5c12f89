CREATE TABLE "stored_files" (
	"id" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"variant" text NOT NULL,
	"group_id" text NOT NULL,
	"mime_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ambassadors" ADD COLUMN "photo_file_id" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "file_id" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "thumb_file_id" text;--> statement-breakpoint
ALTER TABLE "sponsors" ADD COLUMN "logo_file_id" text;--> statement-breakpoint
CREATE INDEX "stored_files_group_idx" ON "stored_files" USING btree ("group_id");--> statement-breakpoint
ALTER TABLE "ambassadors" ADD CONSTRAINT "ambassadors_photo_file_id_stored_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_thumb_file_id_stored_files_id_fk" FOREIGN KEY ("thumb_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsors" ADD CONSTRAINT "sponsors_logo_file_id_stored_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;