ALTER TABLE "cases" ADD COLUMN "deal_id" integer;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cases_deal_key" ON "cases" USING btree ("deal_id");