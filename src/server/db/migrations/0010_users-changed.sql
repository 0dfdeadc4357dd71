-- Every change to a person's row is announced on a channel, whoever makes it (a profile edit, a
-- billing webhook, an e-mail confirmation, another instance), so that the app instances caching
-- users in their process (features/users/user-cache.ts) forget it at once.
CREATE FUNCTION "willow_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('willow_users_changed', OLD.id::text);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "willow_user_changed"();
