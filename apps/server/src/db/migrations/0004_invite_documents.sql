ALTER TABLE "tender_requests" ADD COLUMN "invite_documents" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "tender_requests_invite_documents_idx" ON "tender_requests" USING gin ("invite_documents");--> statement-breakpoint
-- Until now an invitation kept the client's files in "documents": move them where they belong for
-- the invitations the contractor has not answered with files of its own (offered, or declined).
UPDATE "tender_requests" SET "invite_documents" = "documents", "documents" = '{}'::text[] WHERE "origin" = 'invitation' AND "status" IN ('offered', 'declined') AND "documents" <> '{}'::text[];
