CREATE TABLE "tender_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"tender_id" integer NOT NULL,
	"event" text NOT NULL,
	"actor_id" integer NOT NULL,
	"contractor_id" integer,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tender_events" ADD CONSTRAINT "tender_events_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_events" ADD CONSTRAINT "tender_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_events" ADD CONSTRAINT "tender_events_contractor_id_users_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tender_events_tender_idx" ON "tender_events" USING btree ("tender_id","id");--> statement-breakpoint
CREATE INDEX "tender_events_contractor_idx" ON "tender_events" USING btree ("tender_id","contractor_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tender_events_first_view_key" ON "tender_events" USING btree ("tender_id","actor_id") WHERE event = 'viewed';--> statement-breakpoint
-- The trail is append-only: no statement changes an entry, and none deletes one while its tender
-- exists. Deleting a tender removes its trail with it (the cascade runs after the tender's row is
-- gone, so the check below lets it through).
CREATE FUNCTION podryad_trail_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'tender_events is append-only' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF EXISTS (SELECT 1 FROM tenders WHERE id = OLD.tender_id) THEN
    RAISE EXCEPTION 'tender_events is append-only' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER tender_events_append_only BEFORE UPDATE OR DELETE ON tender_events
  FOR EACH ROW EXECUTE FUNCTION podryad_trail_append_only();
