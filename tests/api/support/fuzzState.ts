import { sql } from 'drizzle-orm';
import { queryRows } from '../../../server/db/database';
import type { TestApp } from './testApp';

/**
 * Everything of one account that a request could change, as one JSON text from one query (the
 * fuzz suite takes it after every request, so it must be cheap): the user row (user data,
 * settings, lists, plan, counters), watchlists, the balance ledger, sessions, entity records,
 * notification acknowledgements, client logs, active tickers, scanner searches, Quant-Studio runs, support screenshots, alerts (with their
 * history and webhook secret) and billing rows.
 * Two equal texts mean nothing of the account changed.
 */
export async function accountState(t: TestApp, userId: string): Promise<string> {
  const rows = await queryRows<{ state: string }>(t.database.db, sql`
    SELECT json_build_object(
      'user', (SELECT row_to_json(u) FROM users u WHERE u.id = ${userId}),
      'watchlists', (SELECT json_agg(w ORDER BY w.id) FROM watchlists w WHERE w.owner_id = ${userId}),
      'ledger', (SELECT json_agg(l ORDER BY l.id) FROM balance_ledger l WHERE l.user_id = ${userId}),
      'sessions', (SELECT json_agg(s.id ORDER BY s.id) FROM sessions s WHERE s.user_id = ${userId}),
      'entities', (SELECT json_agg(e ORDER BY e.id) FROM entities e WHERE e.created_by = ${userId}),
      'acks', (SELECT json_agg(a ORDER BY a.notification_id) FROM notification_acks a WHERE a.user_id = ${userId}),
      'logs', (SELECT json_agg(c ORDER BY c.id) FROM client_logs c WHERE c.user_id = ${userId}),
      'activeTickers', (SELECT json_agg(a ORDER BY a.ticker) FROM active_tickers a WHERE a.user_id = ${userId}),
      'scannerSearches', (SELECT json_agg(q ORDER BY q.id) FROM scanner_searches q WHERE q.user_id = ${userId}),
      'quantStudioRuns', (SELECT json_agg(r ORDER BY r.id) FROM quant_studio_runs r WHERE r.user_id = ${userId}),
      'blogComments', (SELECT json_agg(b ORDER BY b.id) FROM blog_comments b WHERE b.author_id = ${userId}),
      'blogLikes', (SELECT json_agg(json_build_object('post', l.post_id) ORDER BY l.post_id) FROM blog_post_likes l WHERE l.user_id = ${userId}),
      'blogCommentLikes', (SELECT json_agg(json_build_object('comment', l.comment_id) ORDER BY l.comment_id) FROM blog_comment_likes l WHERE l.user_id = ${userId}),
      'supportAttachments', (SELECT json_agg(json_build_object('id', f.id, 'ticket', f.ticket_id, 'name', f.name, 'size', f.size) ORDER BY f.id) FROM support_attachments f WHERE f.user_id = ${userId}),
      'alerts', (SELECT json_agg(a ORDER BY a.id) FROM alerts a WHERE a.user_id = ${userId}),
      'alertHistory', (SELECT json_agg(h ORDER BY h.id) FROM alert_history h WHERE h.user_id = ${userId}),
      'webhookSecret', (SELECT json_agg(w) FROM alert_webhook_secrets w WHERE w.user_id = ${userId}),
      'customers', (SELECT json_agg(c ORDER BY c.provider) FROM billing_customers c WHERE c.user_id = ${userId}),
      'orders', (SELECT json_agg(o ORDER BY o.id) FROM billing_orders o WHERE o.user_id = ${userId}),
      'subscriptions', (SELECT json_agg(s ORDER BY s.id) FROM billing_subscriptions s WHERE s.user_id = ${userId})
    )::text AS state`);
  return rows[0]!.state;
}

/**
 * A mark that moves whenever any transaction of the database cluster has written (it is the next
 * transaction id to be assigned; reading assigns none). Equal marks before and after a request
 * prove that it wrote nothing at all, without comparing the account: the suite's fast path. On a
 * shared PostgreSQL server other databases move it too, which only costs the full comparison.
 */
export async function writeMark(t: TestApp): Promise<string> {
  const rows = await queryRows<{ mark: string }>(t.database.db, sql`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS mark`);
  return rows[0]!.mark;
}
