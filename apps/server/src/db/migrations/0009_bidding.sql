CREATE TABLE "offer_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"number" integer NOT NULL,
	"comment" text,
	"documents" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_kopecks" bigint,
	"vat" text,
	"vat_rate" smallint,
	"duration_days" integer,
	"valid_until" date,
	"inclusions" text[] DEFAULT '{}'::text[] NOT NULL,
	"exclusions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_revisions_price_check" CHECK ("offer_revisions"."price_kopecks" > 0),
	CONSTRAINT "offer_revisions_vat_check" CHECK ("offer_revisions"."vat" in ('with_vat', 'without_vat', 'not_liable')),
	CONSTRAINT "offer_revisions_terms_check" CHECK (("offer_revisions"."price_kopecks" is null) = ("offer_revisions"."vat" is null)
        and ("offer_revisions"."price_kopecks" is null) = ("offer_revisions"."duration_days" is null)
        and ("offer_revisions"."price_kopecks" is null) = ("offer_revisions"."valid_until" is null))
);
--> statement-breakpoint
ALTER TABLE "tender_requests" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tender_requests" ADD COLUMN "intent" text;--> statement-breakpoint
ALTER TABLE "tender_requests" ADD COLUMN "intent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tender_requests" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offer_revisions" ADD CONSTRAINT "offer_revisions_request_id_tender_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."tender_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_revisions_number_key" ON "offer_revisions" USING btree ("request_id","number");--> statement-breakpoint
CREATE INDEX "offer_revisions_documents_idx" ON "offer_revisions" USING gin ("documents");--> statement-breakpoint
CREATE INDEX "tenders_offers_deadline_idx" ON "tenders" USING btree ("offers_deadline") WHERE "tenders"."offers_deadline" is not null and "tenders"."status" = 'waiting_for_requests';--> statement-breakpoint
ALTER TABLE "tender_requests" ADD CONSTRAINT "tender_requests_intent_check" CHECK ("tender_requests"."intent" in ('will_bid'));--> statement-breakpoint
-- Every answer sent before revisions existed becomes its offer's first, plain version.
INSERT INTO "offer_revisions" ("request_id", "number", "comment", "documents", "created_at")
SELECT "id", 1, "comment", "documents", "updated_at" FROM "tender_requests"
WHERE "status" NOT IN ('offered', 'declined');--> statement-breakpoint
UPDATE "tender_requests" SET "revision" = 1 WHERE "status" NOT IN ('offered', 'declined');
