-- The unfiltered total of the action log (the bell's count, the grid's first view) without
-- counting a million rows on every poll: one row kept exact by triggers in the writing transaction.
CREATE TABLE admin_action_log_total (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  total bigint NOT NULL
);
INSERT INTO admin_action_log_total (total) SELECT count(*) FROM admin_action_log;

CREATE FUNCTION admin_action_log_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE admin_action_log_total SET total = total + (SELECT count(*) FROM new_rows);
  ELSE
    UPDATE admin_action_log_total SET total = total - (SELECT count(*) FROM old_rows);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER admin_action_log_counted_insert AFTER INSERT ON admin_action_log
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_action_log_count();
CREATE TRIGGER admin_action_log_counted_delete AFTER DELETE ON admin_action_log
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_action_log_count();
CREATE FUNCTION admin_action_log_count_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE admin_action_log_total SET total = 0;
  RETURN NULL;
END $$;
CREATE TRIGGER admin_action_log_counted_truncate AFTER TRUNCATE ON admin_action_log
  FOR EACH STATEMENT EXECUTE FUNCTION admin_action_log_count_truncate();
