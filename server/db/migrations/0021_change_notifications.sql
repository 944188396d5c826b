-- Every instance keeps sessions, users, runtime models and list answers in memory; these triggers
-- tell all of them (LISTEN rs_change, server/cluster/changeFeed.ts) what changed, as "table:key".
-- The key is the row's column named by the trigger's argument (default id).
CREATE OR REPLACE FUNCTION rs_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  key_column text := COALESCE(TG_ARGV[0], 'id');
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('rs_change', TG_TABLE_NAME || ':' || (to_jsonb(OLD) ->> key_column));
  ELSE
    PERFORM pg_notify('rs_change', TG_TABLE_NAME || ':' || (to_jsonb(NEW) ->> key_column));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_change_notify AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION rs_notify_change();
--> statement-breakpoint
-- A session's last-seen time moves every minute of use; only its end concerns the caches.
CREATE TRIGGER sessions_change_notify AFTER UPDATE OF revoked_at OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION rs_notify_change();
--> statement-breakpoint
CREATE TRIGGER model_versions_change_notify AFTER INSERT OR UPDATE OR DELETE ON model_versions FOR EACH ROW EXECUTE FUNCTION rs_notify_change('name');
--> statement-breakpoint
CREATE TRIGGER entities_change_notify AFTER INSERT OR UPDATE OR DELETE ON entities FOR EACH ROW EXECUTE FUNCTION rs_notify_change('model');
--> statement-breakpoint
CREATE TRIGGER active_tickers_change_notify AFTER INSERT OR UPDATE OR DELETE ON active_tickers FOR EACH ROW EXECUTE FUNCTION rs_notify_change('user_id');
