-- A list answered whole stays small: an insert past the bound its contract declares is refused
-- (src/contracts/wholeLists.ts; server/db/rowBounds.ts installs this as each table's row_bound
-- trigger with the bound and the noun as arguments).
CREATE FUNCTION row_bound() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bound int := TG_ARGV[0]::int;
  present int;
BEGIN
  -- One insert at a time per table, so two at the bound cannot both pass.
  PERFORM pg_advisory_xact_lock(hashtext('row_bound:' || TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME));
  EXECUTE format('SELECT count(*) FROM (SELECT 1 FROM %I.%I LIMIT %s) c',
                 TG_TABLE_SCHEMA, TG_TABLE_NAME, bound) INTO present;
  IF present >= bound THEN
    RAISE EXCEPTION USING ERRCODE = 'BOUND',
      MESSAGE = format('At most %s %s: the list is full', bound, TG_ARGV[1]);
  END IF;
  RETURN NEW;
END $$;
