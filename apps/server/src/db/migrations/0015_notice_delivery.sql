CREATE TABLE "notice_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient_id" integer NOT NULL,
	"channel" text NOT NULL,
	"digest" boolean DEFAULT false NOT NULL,
	"notice_ids" integer[] NOT NULL,
	"fold_key" text,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_outbox_channel_check" CHECK ("notice_outbox"."channel" in ('email', 'push'))
);
--> statement-breakpoint
CREATE TABLE "notice_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"invitations" text DEFAULT 'instant' NOT NULL,
	"offers" text DEFAULT 'instant' NOT NULL,
	"decisions" text DEFAULT 'instant' NOT NULL,
	"deadlines" text DEFAULT 'instant' NOT NULL,
	"email_refused_address" text,
	"email_refused_at" timestamp with time zone,
	CONSTRAINT "notice_settings_invitations_check" CHECK (invitations in ('instant', 'daily', 'never')),
	CONSTRAINT "notice_settings_offers_check" CHECK (offers in ('instant', 'daily', 'never')),
	CONSTRAINT "notice_settings_decisions_check" CHECK (decisions in ('instant', 'daily', 'never')),
	CONSTRAINT "notice_settings_deadlines_check" CHECK (deadlines in ('instant', 'daily', 'never'))
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "notice_outbox" ADD CONSTRAINT "notice_outbox_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_settings" ADD CONSTRAINT "notice_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_outbox_due_idx" ON "notice_outbox" USING btree ("due_at") WHERE sent_at is null and failed_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notice_outbox_digest_key" ON "notice_outbox" USING btree ("recipient_id","due_at") WHERE digest and sent_at is null and failed_at is null;--> statement-breakpoint
CREATE INDEX "notice_outbox_fold_idx" ON "notice_outbox" USING btree ("recipient_id","fold_key","created_at") WHERE fold_key is not null;--> statement-breakpoint
CREATE INDEX "notice_outbox_created_idx" ON "notice_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");