DROP INDEX "contractor_profiles_short_name_trgm_idx";--> statement-breakpoint
DROP INDEX "contractor_profiles_full_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "contractor_profiles" ADD COLUMN "names" text GENERATED ALWAYS AS (lower("contractor_profiles"."short_name" || chr(10) || "contractor_profiles"."full_legal_name")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "contractor_profiles_names_trgm_idx" ON "contractor_profiles" USING gin ("names" gin_trgm_ops);