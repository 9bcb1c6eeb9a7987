CREATE TABLE "company_checks" (
	"inn" text PRIMARY KEY NOT NULL,
	"priority" smallint DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"attempted_at" timestamp with time zone,
	"reason" text,
	"last_error" text,
	"checked_at" timestamp with time zone,
	"kind" text,
	"status" text,
	"ogrn" text,
	"registered_on" date,
	"liquidated_on" date,
	"director_name" text,
	"director_post" text,
	"address" text,
	"okved" text,
	"name_short" text,
	"name_full" text,
	"unreliable" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_checks_reason_check" CHECK (reason in ('pending', 'no_key', 'key_refused', 'unavailable', 'quota', 'not_found', 'bad_inn')),
	CONSTRAINT "company_checks_kind_check" CHECK (kind in ('legal', 'individual')),
	CONSTRAINT "company_checks_status_check" CHECK (status in ('active', 'liquidating', 'liquidated', 'bankrupt', 'reorganizing', 'unknown')),
	CONSTRAINT "company_checks_facts_check" CHECK (("company_checks"."checked_at" is null) = ("company_checks"."kind" is null) and ("company_checks"."checked_at" is null) = ("company_checks"."status" is null))
);
--> statement-breakpoint
CREATE TABLE "provider_limits" (
	"provider" text PRIMARY KEY NOT NULL,
	"day" date,
	"day_calls" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone,
	"window_calls" integer DEFAULT 0 NOT NULL,
	"paused_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "company_checks_due_idx" ON "company_checks" USING btree ("priority","due_at");--> statement-breakpoint
CREATE INDEX "contractor_profiles_inn_idx" ON "contractor_profiles" USING btree ("inn");