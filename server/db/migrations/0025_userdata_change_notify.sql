-- The user object of GET /api/userData is kept in memory beside the session (server/auth/sessionCache.ts):
-- a change of the user's lists or orders (billing history, invoices) tells every instance to build it again.
-- The public API's tokens are kept in memory too: a revocation (or a last use written) drops the owner's tokens.
CREATE TRIGGER watchlists_change_notify AFTER INSERT OR UPDATE OR DELETE ON watchlists FOR EACH ROW EXECUTE FUNCTION rs_notify_change('owner_id');
--> statement-breakpoint
CREATE TRIGGER billing_orders_change_notify AFTER INSERT OR UPDATE OR DELETE ON billing_orders FOR EACH ROW EXECUTE FUNCTION rs_notify_change('user_id');
--> statement-breakpoint
CREATE TRIGGER billing_invoices_change_notify AFTER INSERT OR UPDATE OR DELETE ON billing_invoices FOR EACH ROW EXECUTE FUNCTION rs_notify_change('user_id');
--> statement-breakpoint
CREATE TRIGGER api_tokens_change_notify AFTER INSERT OR UPDATE OR DELETE ON api_tokens FOR EACH ROW EXECUTE FUNCTION rs_notify_change('user_id');
