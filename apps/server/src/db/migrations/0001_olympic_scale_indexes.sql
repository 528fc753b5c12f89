CREATE INDEX "results_team_idx" ON "results" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "start_list_org_idx" ON "start_list_entries" USING btree ("organisation_code");