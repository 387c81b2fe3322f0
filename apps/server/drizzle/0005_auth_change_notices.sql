DROP TABLE "auth_failures" CASCADE;--> statement-breakpoint
-- Every committed change of a user, or of a session's revocation, is announced on the channel
-- kubik_auth with the user's id: each app server LISTENs and drops its cached sign-ins of that user
-- (apps/server/src/modules/auth/session-cache.ts). Kept in triggers so no write path can forget it.
CREATE FUNCTION "kubik_notify_user_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kubik_auth', OLD."id"::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "kubik_notify_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kubik_auth', OLD."user_id"::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_auth_change" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "kubik_notify_user_change"();--> statement-breakpoint
CREATE TRIGGER "sessions_auth_change" AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "kubik_notify_session_change"();--> statement-breakpoint
CREATE TRIGGER "sessions_auth_revoke" AFTER UPDATE ON "sessions" FOR EACH ROW WHEN (OLD."revoked_at" IS DISTINCT FROM NEW."revoked_at" OR OLD."user_id" IS DISTINCT FROM NEW."user_id") EXECUTE FUNCTION "kubik_notify_session_change"();
