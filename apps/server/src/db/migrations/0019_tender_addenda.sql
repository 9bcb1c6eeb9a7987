CREATE TABLE "tender_addenda" (
	"id" serial PRIMARY KEY NOT NULL,
	"tender_id" integer NOT NULL,
	"number" integer NOT NULL,
	"note" text,
	"changes" jsonb NOT NULL,
	"files_added" jsonb NOT NULL,
	"files_removed" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tender_requests" ADD COLUMN "addendum_seen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "addenda" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "addendum_to_confirm" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tender_addenda" ADD CONSTRAINT "tender_addenda_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tender_addenda_number_key" ON "tender_addenda" USING btree ("tender_id","number");
--> statement-breakpoint
-- Addenda are part of the tender's record, as the trail is: no statement changes or deletes one
-- while its tender exists (the cascade of a deleted tender still removes them).
CREATE OR REPLACE FUNCTION podryad_trail_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF EXISTS (SELECT 1 FROM tenders WHERE id = OLD.tender_id) THEN
    RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER tender_addenda_append_only BEFORE UPDATE OR DELETE ON tender_addenda
  FOR EACH ROW EXECUTE FUNCTION podryad_trail_append_only();
