CREATE TABLE "contractor_sro_memberships" (
	"contractor_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"sro_name" text NOT NULL,
	"registration_number" text NOT NULL,
	"level" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contractor_sro_memberships_contractor_id_position_pk" PRIMARY KEY("contractor_id","position"),
	CONSTRAINT "contractor_sro_memberships_kind_check" CHECK ("contractor_sro_memberships"."kind" in ('construction', 'design')),
	CONSTRAINT "contractor_sro_memberships_level_check" CHECK ("contractor_sro_memberships"."level" between 1 and (case "contractor_sro_memberships"."kind" when 'design' then 4 else 5 end))
);
--> statement-breakpoint
ALTER TABLE "contractor_sro_memberships" ADD CONSTRAINT "contractor_sro_memberships_contractor_id_contractor_profiles_user_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractor_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contractor_sro_memberships_number_key" ON "contractor_sro_memberships" USING btree ("contractor_id","registration_number");