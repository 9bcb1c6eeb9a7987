CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"document" text NOT NULL,
	"version" text NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "consents_document_check" CHECK ("consents"."document" in ('processing', 'distribution'))
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "consents" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_user_document_idx" ON "consents" USING btree ("user_id","document","given_at");--> statement-breakpoint
CREATE INDEX "consents_standing_idx" ON "consents" USING btree ("user_id","document") WHERE "consents"."withdrawn_at" is null;