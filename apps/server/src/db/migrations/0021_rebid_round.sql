ALTER TABLE "tender_requests" ADD COLUMN "rebid_base" integer;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "rebid_announced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "rebid_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "rebid_comment" text;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "rebid_closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "tenders_rebid_deadline_idx" ON "tenders" USING btree ("rebid_deadline") WHERE "tenders"."rebid_deadline" is not null and "tenders"."rebid_closed_at" is null;