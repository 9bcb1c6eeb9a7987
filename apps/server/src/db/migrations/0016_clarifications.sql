CREATE TABLE "tender_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tender_id" integer NOT NULL,
	"asker_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text,
	"scope" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tender_questions_scope_check" CHECK ("tender_questions"."scope" in ('all', 'asker')),
	CONSTRAINT "tender_questions_answered_check" CHECK (("tender_questions"."answer" is null) = ("tender_questions"."scope" is null) and ("tender_questions"."answer" is null) = ("tender_questions"."answered_at" is null))
);
--> statement-breakpoint
ALTER TABLE "notice_settings" ADD COLUMN "questions" text DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE "tender_questions" ADD CONSTRAINT "tender_questions_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_questions" ADD CONSTRAINT "tender_questions_asker_id_users_id_fk" FOREIGN KEY ("asker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tender_questions_tender_idx" ON "tender_questions" USING btree ("tender_id","id");--> statement-breakpoint
CREATE INDEX "tender_questions_asker_idx" ON "tender_questions" USING btree ("tender_id","asker_id");--> statement-breakpoint
CREATE INDEX "tender_questions_waiting_idx" ON "tender_questions" USING btree ("tender_id") WHERE answer is null;--> statement-breakpoint
ALTER TABLE "notice_settings" ADD CONSTRAINT "notice_settings_questions_check" CHECK (questions in ('instant', 'daily', 'never'));