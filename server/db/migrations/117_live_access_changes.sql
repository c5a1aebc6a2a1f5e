-- An open event stream must end, or narrow, as soon as what it was opened with changes: the
-- session ends, the admin is disabled, their role or password changes, a role's permissions change.
-- Announced on the live events' own channel (no number: it is no event to resume), so every
-- process hears it in commit order with the events, before any event committed after it.
CREATE FUNCTION live_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  who text;
BEGIN
  CASE TG_TABLE_NAME
  WHEN 'admins' THEN
    IF OLD.role IS DISTINCT FROM NEW.role OR OLD.status IS DISTINCT FROM NEW.status
       OR OLD.password_hash IS DISTINCT FROM NEW.password_hash THEN
      who := NEW.id::text;
    END IF;
  WHEN 'admin_sessions' THEN
    IF OLD.revoked_at IS DISTINCT FROM NEW.revoked_at THEN
      who := NEW.admin_id::text;
    END IF;
  ELSE
    who := '*';
  END CASE;
  IF who IS NOT NULL THEN
    PERFORM pg_notify('live_events', json_build_object('access', who)::text);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER admins_live_access AFTER UPDATE ON admins
  FOR EACH ROW EXECUTE FUNCTION live_access_changed();
CREATE TRIGGER admin_sessions_live_access AFTER UPDATE ON admin_sessions
  FOR EACH ROW EXECUTE FUNCTION live_access_changed();
CREATE TRIGGER admin_roles_live_access AFTER INSERT OR UPDATE OR DELETE ON admin_roles
  FOR EACH STATEMENT EXECUTE FUNCTION live_access_changed();
