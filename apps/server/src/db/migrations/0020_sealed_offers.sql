ALTER TABLE "tenders" ADD COLUMN "sealed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "offers_opened_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "tenders_sealed_deadline_idx" ON "tenders" USING btree ("offers_deadline") WHERE "tenders"."sealed" and "tenders"."offers_opened_at" is null;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_sealed_check" CHECK (not "tenders"."sealed" or "tenders"."offers_deadline" is not null);