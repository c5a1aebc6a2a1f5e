-- The action log is server-paged (POST /admin/getAdminActionHistory). Its ORDER BY is
-- `<col> <dir> NULLS LAST, id <dir>` (server/http/paging.ts), so each sortable column gets one
-- index per direction: a btree read backwards gives NULLS FIRST, which DESC NULLS LAST cannot use.
-- The ascending ones also serve the CSV export's keyset batches in both directions.
DROP INDEX IF EXISTS admin_action_log_date;
CREATE INDEX admin_action_log_date_id ON admin_action_log (date, id);
CREATE INDEX admin_action_log_date_id_desc ON admin_action_log (date DESC NULLS LAST, id DESC);
CREATE INDEX admin_action_log_description_id ON admin_action_log (description, id);
CREATE INDEX admin_action_log_description_id_desc
  ON admin_action_log (description DESC NULLS LAST, id DESC);
CREATE INDEX admin_action_log_user_id_id ON admin_action_log (user_id, id);
CREATE INDEX admin_action_log_user_id_id_desc ON admin_action_log (user_id DESC NULLS LAST, id DESC);
