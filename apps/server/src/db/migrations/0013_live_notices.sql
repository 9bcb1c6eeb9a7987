-- The live stream's signals (src/modules/notifications/live.ts). PostgreSQL delivers a NOTIFY when
-- its transaction commits, so a server hears of a notice only once it is stored, and never of one
-- rolled back. The payload is the user's id; a server with streams of that user reads the rest.
CREATE FUNCTION podryad_notice_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('podryad_notices', NEW.recipient_id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notifications_live AFTER INSERT ON notifications
  FOR EACH ROW EXECUTE FUNCTION podryad_notice_written();
--> statement-breakpoint
-- A session that ends (sign-out, a password change, expiry) ends its streams on every server.
CREATE FUNCTION podryad_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('podryad_sessions', OLD.user_id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_live AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION podryad_session_ended();
