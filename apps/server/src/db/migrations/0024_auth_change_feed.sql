-- The change feed of what a signed-in request may do (docs/architecture.md "Sessions"): every change that ends
-- a session or alters what it allows is announced on the channel merchant_portal_auth when it commits, by
-- whatever writes it (the portal, the import, an operator's SQL), so that every process drops what it kept.
-- 'user:<id>' names one user's sessions; 'all' (a group's roles changed) and 'merchants' (the merchant table)
-- name everything.
CREATE FUNCTION merchant_portal_auth_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('merchant_portal_auth',
    'user:' || (to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END) ->> TG_ARGV[0]));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION merchant_portal_auth_all_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('merchant_portal_auth', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A session ends (signed out, invalidated, expired, idle, its user disabled) or is removed; a touch of its
-- last-seen time announces nothing.
CREATE TRIGGER sessions_auth_revoked AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at)
  EXECUTE FUNCTION merchant_portal_auth_user_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER sessions_auth_deleted AFTER DELETE ON sessions FOR EACH ROW
  EXECUTE FUNCTION merchant_portal_auth_user_changed('user_id');
--> statement-breakpoint
-- What a session carries of its user: the name, the merchant, the embassy, enabled and deleted.
CREATE TRIGGER users_auth_changed AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.enabled IS DISTINCT FROM NEW.enabled
    OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
    OR OLD.username IS DISTINCT FROM NEW.username
    OR OLD.merchant_code IS DISTINCT FROM NEW.merchant_code
    OR OLD.embassy_code IS DISTINCT FROM NEW.embassy_code
    OR OLD.embassy_unresolved IS DISTINCT FROM NEW.embassy_unresolved)
  EXECUTE FUNCTION merchant_portal_auth_user_changed('id');
--> statement-breakpoint
CREATE TRIGGER users_auth_deleted AFTER DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION merchant_portal_auth_user_changed('id');
--> statement-breakpoint
-- A user's groups give their roles.
CREATE TRIGGER user_groups_auth_changed AFTER INSERT OR UPDATE OR DELETE ON user_groups FOR EACH ROW
  EXECUTE FUNCTION merchant_portal_auth_user_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER group_roles_auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON group_roles
  FOR EACH STATEMENT EXECUTE FUNCTION merchant_portal_auth_all_changed('all');
--> statement-breakpoint
-- A merchant's group (its parent and children) scopes what its users read.
CREATE TRIGGER merchants_auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON merchants
  FOR EACH STATEMENT EXECUTE FUNCTION merchant_portal_auth_all_changed('merchants');
