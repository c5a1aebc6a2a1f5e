-- A change counter for the dashboard's figures (issue #27), like data_versions.people for the
-- whole lists (001_core.sql): the server keeps its last answer while the counter stands, so an
-- open dashboard no longer recounts every table per request. Only the writes that can move a
-- figure bump it (a user's name edit does not), each family of tables its own row, read as a sum.
-- Rows of one family: users and kyc change together (a KYC decision writes both), in one row so
-- two transactions writing them in either order cannot wait on each other's counter.
INSERT INTO data_versions (name) VALUES
  ('dashboard:people'), ('dashboard:withdrawals'), ('dashboard:deposits'),
  ('dashboard:tickets'), ('dashboard:disputes'), ('dashboard:assets');

CREATE TRIGGER users_dashboard_version
  AFTER INSERT OR UPDATE OF status, created_at OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('dashboard:people');
CREATE TRIGGER kyc_dashboard_version
  AFTER INSERT OR UPDATE OF status OR DELETE OR TRUNCATE ON kyc
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('dashboard:people');
CREATE TRIGGER withdrawals_dashboard_version
  AFTER INSERT OR UPDATE OF status, usd_value, updated_at OR DELETE OR TRUNCATE ON withdrawals
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('dashboard:withdrawals');
CREATE TRIGGER deposits_dashboard_version
  AFTER INSERT OR UPDATE OF status, amount, asset_id, credited_at OR DELETE OR TRUNCATE ON deposits
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('dashboard:deposits');
CREATE TRIGGER support_tickets_dashboard_version
  AFTER INSERT OR UPDATE OF status OR DELETE OR TRUNCATE ON support_tickets
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('dashboard:tickets');
CREATE TRIGGER p2p_disputes_dashboard_version
  AFTER INSERT OR UPDATE OF status OR DELETE OR TRUNCATE ON p2p_disputes
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('dashboard:disputes');
CREATE TRIGGER assets_dashboard_version
  AFTER INSERT OR UPDATE OF price_usd OR DELETE OR TRUNCATE ON assets
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('dashboard:assets');
