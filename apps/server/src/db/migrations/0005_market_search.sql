-- Substring search (ILIKE) by trigram indexes; pg_trgm ships with PostgreSQL and with PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "contractor_profiles_short_name_idx" ON "contractor_profiles" USING btree ("short_name","user_id");--> statement-breakpoint
CREATE INDEX "contractor_profiles_region_idx" ON "contractor_profiles" USING btree ("region");--> statement-breakpoint
CREATE INDEX "contractor_profiles_short_name_trgm_idx" ON "contractor_profiles" USING gin ("short_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contractor_profiles_full_name_trgm_idx" ON "contractor_profiles" USING gin ("full_legal_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contractor_profiles_names_fts_idx" ON "contractor_profiles" USING gin (to_tsvector('russian', "short_name" || ' ' || "full_legal_name"));--> statement-breakpoint
CREATE INDEX "contractor_profiles_type_of_works_idx" ON "contractor_profiles" USING gin ("type_of_works");--> statement-breakpoint
CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tenders_status_created_idx" ON "tenders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "tenders_name_trgm_idx" ON "tenders" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tenders_name_fts_idx" ON "tenders" USING gin (to_tsvector('russian', "name"));--> statement-breakpoint
CREATE INDEX "tenders_address_trgm_idx" ON "tenders" USING gin ("address" gin_trgm_ops);