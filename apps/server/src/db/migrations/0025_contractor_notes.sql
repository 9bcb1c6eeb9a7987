CREATE TABLE "contractor_notes" (
	"client_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"do_not_invite" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contractor_notes_client_id_contractor_id_pk" PRIMARY KEY("client_id","contractor_id")
);
--> statement-breakpoint
ALTER TABLE "contractor_notes" ADD CONSTRAINT "contractor_notes_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_notes" ADD CONSTRAINT "contractor_notes_contractor_id_users_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contractor_notes_contractor_idx" ON "contractor_notes" USING btree ("contractor_id");