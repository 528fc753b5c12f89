CREATE TABLE "access_log_daily" (
	"day" date NOT NULL,
	"status" smallint NOT NULL,
	"device" text NOT NULL,
	"count" integer NOT NULL,
	"duration_ms_sum" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "access_log_daily_day_status_device_pk" PRIMARY KEY("day","status","device")
);
--> statement-breakpoint
CREATE TABLE "access_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" smallint NOT NULL,
	"duration_ms" real NOT NULL,
	"device" text NOT NULL,
	"user_id" integer
);
--> statement-breakpoint
CREATE TABLE "ambassadors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"discipline_code" text,
	"organisation_code" text,
	"bio" jsonb NOT NULL,
	"photo_url" text,
	"days" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "athletes" (
	"id" text PRIMARY KEY NOT NULL,
	"given_name" text NOT NULL,
	"family_name" text NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"organisation_code" text NOT NULL,
	"birth_date" date,
	"height_cm" smallint,
	"weight_kg" smallint,
	"institution" text,
	"bib" text,
	"photo_url" text,
	"search_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "award_ceremonies" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_code" text NOT NULL,
	"venue_code" text,
	"start_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_errors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" smallint,
	"message" text NOT NULL,
	"stack" text,
	"path" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"titles" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"url" text,
	"image_url" text,
	"duration_minutes" integer,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disciplines" (
	"code" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"names" jsonb NOT NULL,
	"format" text NOT NULL,
	"team" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"image_url" text,
	CONSTRAINT "disciplines_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"titles" jsonb NOT NULL,
	"discipline_code" text,
	"unit_code" text,
	"priority" smallint DEFAULT 3 NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text DEFAULT 'application/pdf' NOT NULL,
	"content" "bytea" NOT NULL,
	"size_bytes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_code" text NOT NULL,
	"athlete_id" text,
	"team_id" text,
	"organisation_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"code" text PRIMARY KEY NOT NULL,
	"discipline_code" text NOT NULL,
	"gender" text NOT NULL,
	"division" text,
	"names" jsonb NOT NULL,
	"team" boolean DEFAULT false NOT NULL,
	"result_kind" text DEFAULT 'time' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"sentiment" text NOT NULL,
	"suggestion" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"names" jsonb NOT NULL,
	"host_city" text NOT NULL,
	"time_zone" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"demo_seed" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"address" text,
	"success" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medallists" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_code" text NOT NULL,
	"medal" text NOT NULL,
	"organisation_code" text NOT NULL,
	"athlete_id" text,
	"team_id" text,
	"unit_code" text,
	"awarded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"titles" jsonb NOT NULL,
	"url" text NOT NULL,
	"thumbnail_url" text,
	"discipline_code" text,
	"taken_at" timestamp with time zone,
	"live_from" timestamp with time zone,
	"live_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "odf_documents" (
	"document_code" text PRIMARY KEY NOT NULL,
	"document_type" text NOT NULL,
	"version" integer NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"code" text PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"country_iso2" text
);
--> statement-breakpoint
CREATE TABLE "phases" (
	"code" text PRIMARY KEY NOT NULL,
	"event_code" text NOT NULL,
	"names" jsonb NOT NULL,
	"phase_type" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"names" jsonb NOT NULL,
	"address" text,
	"phone" text,
	"website" text,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "play_by_play" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_code" text NOT NULL,
	"seq" integer NOT NULL,
	"period" text,
	"clock" text,
	"action" text NOT NULL,
	"organisation_code" text,
	"athlete_id" text,
	"score" text,
	"description" jsonb,
	"at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"ref" text NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "results" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_code" text NOT NULL,
	"rank" smallint,
	"rank_equal" boolean DEFAULT false NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"athlete_id" text,
	"team_id" text,
	"organisation_code" text NOT NULL,
	"result" text,
	"time" text,
	"difference" text,
	"points" real,
	"score" text,
	"wind" text,
	"qualification" text,
	"irm" text,
	"winner" boolean,
	"stats" jsonb
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sponsors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tier" text NOT NULL,
	"logo_url" text,
	"website" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "start_list_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_code" text NOT NULL,
	"start_order" smallint NOT NULL,
	"position" text,
	"athlete_id" text,
	"team_id" text,
	"organisation_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"team_id" text NOT NULL,
	"athlete_id" text NOT NULL,
	CONSTRAINT "team_members_team_id_athlete_id_pk" PRIMARY KEY("team_id","athlete_id")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" text PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"organisation_code" text NOT NULL,
	"event_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transport_departures" (
	"id" serial PRIMARY KEY NOT NULL,
	"line_code" text NOT NULL,
	"departs_at" text NOT NULL,
	"stop" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transport_lines" (
	"code" text PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"color" text,
	"origin" jsonb NOT NULL,
	"destination" jsonb NOT NULL,
	"service_days" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trivia" (
	"id" serial PRIMARY KEY NOT NULL,
	"titles" jsonb NOT NULL,
	"author" text NOT NULL,
	"time_limit_minutes" smallint NOT NULL,
	"qr_code" text NOT NULL,
	"points_per_correct" integer DEFAULT 100 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	CONSTRAINT "trivia_qr_code_unique" UNIQUE("qr_code")
);
--> statement-breakpoint
CREATE TABLE "trivia_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"trivia_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"correct_count" smallint NOT NULL,
	"points" integer NOT NULL,
	"started_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trivia_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"trivia_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"prompts" jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"correct_answer_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"code" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"discipline_code" text,
	"event_code" text,
	"phase_code" text,
	"names" jsonb NOT NULL,
	"venue_code" text,
	"organisation_code" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"schedule_status" text DEFAULT 'SCHEDULED' NOT NULL,
	"result_status" text,
	"medal" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"cpf" text NOT NULL,
	"name" text,
	"password_hash" text NOT NULL,
	"user_type" text NOT NULL,
	"organisation_code" text,
	"photo_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"video_viewed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"code" text PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"short_name" text,
	"latitude" double precision,
	"longitude" double precision,
	"address" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ambassadors" ADD CONSTRAINT "ambassadors_discipline_code_disciplines_code_fk" FOREIGN KEY ("discipline_code") REFERENCES "public"."disciplines"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambassadors" ADD CONSTRAINT "ambassadors_organisation_code_organisations_code_fk" FOREIGN KEY ("organisation_code") REFERENCES "public"."organisations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athletes" ADD CONSTRAINT "athletes_organisation_code_organisations_code_fk" FOREIGN KEY ("organisation_code") REFERENCES "public"."organisations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_ceremonies" ADD CONSTRAINT "award_ceremonies_event_code_events_code_fk" FOREIGN KEY ("event_code") REFERENCES "public"."events"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_ceremonies" ADD CONSTRAINT "award_ceremonies_venue_code_venues_code_fk" FOREIGN KEY ("venue_code") REFERENCES "public"."venues"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_discipline_code_disciplines_code_fk" FOREIGN KEY ("discipline_code") REFERENCES "public"."disciplines"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_unit_code_units_code_fk" FOREIGN KEY ("unit_code") REFERENCES "public"."units"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_event_code_events_code_fk" FOREIGN KEY ("event_code") REFERENCES "public"."events"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_organisation_code_organisations_code_fk" FOREIGN KEY ("organisation_code") REFERENCES "public"."organisations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_discipline_code_disciplines_code_fk" FOREIGN KEY ("discipline_code") REFERENCES "public"."disciplines"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medallists" ADD CONSTRAINT "medallists_event_code_events_code_fk" FOREIGN KEY ("event_code") REFERENCES "public"."events"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medallists" ADD CONSTRAINT "medallists_organisation_code_organisations_code_fk" FOREIGN KEY ("organisation_code") REFERENCES "public"."organisations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medallists" ADD CONSTRAINT "medallists_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medallists" ADD CONSTRAINT "medallists_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medallists" ADD CONSTRAINT "medallists_unit_code_units_code_fk" FOREIGN KEY ("unit_code") REFERENCES "public"."units"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_discipline_code_disciplines_code_fk" FOREIGN KEY ("discipline_code") REFERENCES "public"."disciplines"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phases" ADD CONSTRAINT "phases_event_code_events_code_fk" FOREIGN KEY ("event_code") REFERENCES "public"."events"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_by_play" ADD CONSTRAINT "play_by_play_unit_code_units_code_fk" FOREIGN KEY ("unit_code") REFERENCES "public"."units"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_by_play" ADD CONSTRAINT "play_by_play_organisation_code_organisations_code_fk" FOREIGN KEY ("organisation_code") REFERENCES "public"."organisations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_by_play" ADD CONSTRAINT "play_by_play_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_unit_code_units_code_fk" FOREIGN KEY ("unit_code") REFERENCES "public"."units"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_organisation_code_organisations_code_fk" FOREIGN KEY ("organisation_code") REFERENCES "public"."organisations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "start_list_entries" ADD CONSTRAINT "start_list_entries_unit_code_units_code_fk" FOREIGN KEY ("unit_code") REFERENCES "public"."units"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "start_list_entries" ADD CONSTRAINT "start_list_entries_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "start_list_entries" ADD CONSTRAINT "start_list_entries_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "start_list_entries" ADD CONSTRAINT "start_list_entries_organisation_code_organisations_code_fk" FOREIGN KEY ("organisation_code") REFERENCES "public"."organisations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_organisation_code_organisations_code_fk" FOREIGN KEY ("organisation_code") REFERENCES "public"."organisations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_event_code_events_code_fk" FOREIGN KEY ("event_code") REFERENCES "public"."events"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_departures" ADD CONSTRAINT "transport_departures_line_code_transport_lines_code_fk" FOREIGN KEY ("line_code") REFERENCES "public"."transport_lines"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trivia_attempts" ADD CONSTRAINT "trivia_attempts_trivia_id_trivia_id_fk" FOREIGN KEY ("trivia_id") REFERENCES "public"."trivia"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trivia_attempts" ADD CONSTRAINT "trivia_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trivia_questions" ADD CONSTRAINT "trivia_questions_trivia_id_trivia_id_fk" FOREIGN KEY ("trivia_id") REFERENCES "public"."trivia"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_discipline_code_disciplines_code_fk" FOREIGN KEY ("discipline_code") REFERENCES "public"."disciplines"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_event_code_events_code_fk" FOREIGN KEY ("event_code") REFERENCES "public"."events"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_phase_code_phases_code_fk" FOREIGN KEY ("phase_code") REFERENCES "public"."phases"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_venue_code_venues_code_fk" FOREIGN KEY ("venue_code") REFERENCES "public"."venues"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_organisation_code_organisations_code_fk" FOREIGN KEY ("organisation_code") REFERENCES "public"."organisations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organisation_code_organisations_code_fk" FOREIGN KEY ("organisation_code") REFERENCES "public"."organisations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_logs_at_idx" ON "access_logs" USING btree ("at");--> statement-breakpoint
CREATE INDEX "athletes_organisation_idx" ON "athletes" USING btree ("organisation_code");--> statement-breakpoint
CREATE INDEX "athletes_search_idx" ON "athletes" USING btree ("search_name");--> statement-breakpoint
CREATE INDEX "athletes_name_idx" ON "athletes" USING btree ("name");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "documents_kind_idx" ON "documents" USING btree ("kind","published_at");--> statement-breakpoint
CREATE INDEX "entries_event_idx" ON "entries" USING btree ("event_code");--> statement-breakpoint
CREATE INDEX "entries_athlete_idx" ON "entries" USING btree ("athlete_id");--> statement-breakpoint
CREATE INDEX "entries_team_idx" ON "entries" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "events_discipline_idx" ON "events" USING btree ("discipline_code");--> statement-breakpoint
CREATE INDEX "feedback_user_idx" ON "feedback" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "live_events_at_idx" ON "live_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "login_attempts_username_idx" ON "login_attempts" USING btree ("username","at");--> statement-breakpoint
CREATE INDEX "medallists_event_idx" ON "medallists" USING btree ("event_code");--> statement-breakpoint
CREATE INDEX "medallists_org_idx" ON "medallists" USING btree ("organisation_code");--> statement-breakpoint
CREATE INDEX "media_kind_idx" ON "media" USING btree ("kind","taken_at");--> statement-breakpoint
CREATE INDEX "phases_event_idx" ON "phases" USING btree ("event_code");--> statement-breakpoint
CREATE UNIQUE INDEX "play_by_play_unit_seq_idx" ON "play_by_play" USING btree ("unit_code","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_once_idx" ON "points_ledger" USING btree ("user_id","source","ref");--> statement-breakpoint
CREATE INDEX "results_unit_idx" ON "results" USING btree ("unit_code");--> statement-breakpoint
CREATE INDEX "results_athlete_idx" ON "results" USING btree ("athlete_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "start_list_unit_idx" ON "start_list_entries" USING btree ("unit_code");--> statement-breakpoint
CREATE INDEX "team_members_athlete_idx" ON "team_members" USING btree ("athlete_id");--> statement-breakpoint
CREATE INDEX "teams_event_idx" ON "teams" USING btree ("event_code");--> statement-breakpoint
CREATE INDEX "teams_organisation_idx" ON "teams" USING btree ("organisation_code");--> statement-breakpoint
CREATE INDEX "transport_departures_line_idx" ON "transport_departures" USING btree ("line_code");--> statement-breakpoint
CREATE UNIQUE INDEX "trivia_attempts_once_idx" ON "trivia_attempts" USING btree ("trivia_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trivia_questions_pos_idx" ON "trivia_questions" USING btree ("trivia_id","position");--> statement-breakpoint
CREATE INDEX "units_start_idx" ON "units" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "units_discipline_start_idx" ON "units" USING btree ("discipline_code","start_at");--> statement-breakpoint
CREATE INDEX "units_event_idx" ON "units" USING btree ("event_code");--> statement-breakpoint
CREATE INDEX "units_venue_idx" ON "units" USING btree ("venue_code");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_type_idx" ON "users" USING btree ("user_type");