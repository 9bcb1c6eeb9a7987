ALTER TABLE "tenders" DROP CONSTRAINT "tenders_status_check";--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "outcome_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "outcome_reason" text;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "outcome_comment" text;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "outcome_reminded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "tenders_owner_deadline_idx" ON "tenders" USING btree ("owner_id","offers_deadline") WHERE "tenders"."offers_deadline" is not null;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_status_check" CHECK ("tenders"."status" in ('waiting_for_requests', 'executor_chosen', 'closed_without_choice'));--> statement-breakpoint
-- Tenders that chose their executor before the outcome was recorded: it came at their last change.
UPDATE "tenders" SET "outcome_at" = "updated_at" WHERE "status" = 'executor_chosen';
