CREATE TABLE "contractor_answer_stats" (
	"contractor_id" integer PRIMARY KEY NOT NULL,
	"invitations_30d" integer NOT NULL,
	"due_30d" integer NOT NULL,
	"answered_in_3d_30d" integer NOT NULL,
	"median_answer_seconds" integer,
	"invitations_7d" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tender_requests" ADD COLUMN "first_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contractor_answer_stats" ADD CONSTRAINT "contractor_answer_stats_contractor_id_users_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The invitations answered before the column: the earliest of the contractor's answers the request
-- and its tender's trail kept ('Буду участвовать', the acceptance with its offer, the decline).
UPDATE "tender_requests" r SET "first_answered_at" = least(
	r."intent_at",
	(SELECT min(v."created_at") FROM "offer_revisions" v WHERE v."request_id" = r."id"),
	(SELECT min(e."created_at") FROM "tender_events" e
		WHERE e."tender_id" = r."tender_id" AND e."contractor_id" = r."contractor_id"
			AND e."actor_id" = r."contractor_id"
			AND e."event" IN ('will_bid', 'invitation_accepted', 'declined'))
) WHERE r."origin" = 'invitation';
