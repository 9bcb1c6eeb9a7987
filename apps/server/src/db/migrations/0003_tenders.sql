CREATE TABLE "cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"project_name" text NOT NULL,
	"services" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"description" text NOT NULL,
	"cover" text,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"tender_id" integer NOT NULL,
	"status" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"comment" text,
	"button_text" text,
	"is_new" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tender_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"tender_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"origin" text NOT NULL,
	"status" text NOT NULL,
	"invite_comment" text,
	"comment" text,
	"reject_reason" text,
	"documents" text[] DEFAULT '{}'::text[] NOT NULL,
	"new_for_client" boolean DEFAULT false NOT NULL,
	"new_for_contractor" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tender_requests_origin_check" CHECK ("tender_requests"."origin" in ('offer', 'invitation')),
	CONSTRAINT "tender_requests_status_check" CHECK ("tender_requests"."status" in ('waiting', 'offered', 'accepted_by_contractor', 'accepted', 'rejected', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "tenders" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"stage" text NOT NULL,
	"complex_structure" boolean DEFAULT false NOT NULL,
	"type" text NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"description" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"documents" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'waiting_for_requests' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenders_stage_check" CHECK ("tenders"."stage" in ('design', 'construction')),
	CONSTRAINT "tenders_type_check" CHECK ("tenders"."type" in ('design', 'construction', 'complex_construction')),
	CONSTRAINT "tenders_status_check" CHECK ("tenders"."status" in ('waiting_for_requests', 'executor_chosen'))
);
--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_request_id_tender_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."tender_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_requests" ADD CONSTRAINT "tender_requests_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_requests" ADD CONSTRAINT "tender_requests_contractor_id_users_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cases_owner_created_idx" ON "cases" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tender_requests_pair_key" ON "tender_requests" USING btree ("tender_id","contractor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tender_requests_executor_key" ON "tender_requests" USING btree ("tender_id") WHERE "tender_requests"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "tender_requests_contractor_idx" ON "tender_requests" USING btree ("contractor_id","created_at");--> statement-breakpoint
CREATE INDEX "tender_requests_documents_idx" ON "tender_requests" USING gin ("documents");--> statement-breakpoint
CREATE INDEX "tenders_owner_created_idx" ON "tenders" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "tenders_created_idx" ON "tenders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tenders_documents_idx" ON "tenders" USING gin ("documents");