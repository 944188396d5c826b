-- The user's balances are kept in memory beside their session (server/users/balanceCache.ts): a
-- booking or a subscription change tells every instance whose balances to read again.
CREATE TRIGGER balance_ledger_change_notify AFTER INSERT OR UPDATE OR DELETE ON balance_ledger FOR EACH ROW EXECUTE FUNCTION rs_notify_change('user_id');
--> statement-breakpoint
CREATE TRIGGER billing_subscriptions_change_notify AFTER INSERT OR UPDATE OR DELETE ON billing_subscriptions FOR EACH ROW EXECUTE FUNCTION rs_notify_change('user_id');
