CREATE TABLE "deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"tender_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"price_with_vat_kopecks" bigint,
	"price_without_vat_kopecks" bigint,
	"vat" text,
	"vat_rate" smallint,
	"duration_days" integer,
	"inclusions" text[] DEFAULT '{}'::text[] NOT NULL,
	"exclusions" text[] DEFAULT '{}'::text[] NOT NULL,
	"contract_number" text,
	"contract_date" date,
	"start_date" date,
	"planned_finish" date,
	"contract_file" text,
	"acceptance_files" text[] DEFAULT '{}'::text[] NOT NULL,
	"report_comment" text,
	"remarks" text,
	"end_reason" text,
	"ended_by" integer,
	"confirmed_at" timestamp with time zone,
	"reported_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"terminated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deals_status_check" CHECK ("deals"."status" in ('draft', 'awaiting_confirmation', 'in_progress', 'work_reported', 'accepted', 'terminated'))
);
--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_request_id_tender_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."tender_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_contractor_id_users_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deals_tender_key" ON "deals" USING btree ("tender_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deals_request_key" ON "deals" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "deals_client_idx" ON "deals" USING btree ("client_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "deals_contractor_idx" ON "deals" USING btree ("contractor_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "deals_contract_file_idx" ON "deals" USING btree ("contract_file");--> statement-breakpoint
CREATE INDEX "deals_acceptance_files_idx" ON "deals" USING gin ("acceptance_files");