-- The directory orders contractors by their overall rating from an index of their profiles: the
-- profile keeps a copy of `ratings.overall`, written by a trigger whenever a contractor's rating is
-- stored, so no writer (nor a server of the previous release during a rolling restart) can miss it.
DROP INDEX "ratings_subject_overall_idx";--> statement-breakpoint
ALTER TABLE "contractor_profiles" ADD COLUMN "rating" numeric(2, 1);--> statement-breakpoint
UPDATE "contractor_profiles" c SET "rating" = g."overall" FROM "ratings" g WHERE g."user_id" = c."user_id" AND g."subject" = 'contractor';--> statement-breakpoint
CREATE INDEX "contractor_profiles_rating_idx" ON "contractor_profiles" USING btree ("rating" DESC NULLS LAST,"short_name","user_id");--> statement-breakpoint
CREATE FUNCTION podryad_contractor_rating() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE contractor_profiles SET rating = NEW.overall
  WHERE user_id = NEW.user_id AND rating IS DISTINCT FROM NEW.overall;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ratings_contractor_rating AFTER INSERT OR UPDATE OF overall ON ratings
  FOR EACH ROW WHEN (NEW.subject = 'contractor') EXECUTE FUNCTION podryad_contractor_rating();
