import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { storedLists } from '../users/watchlistStore';
import { alertListTickers } from '../alerts/alertStore';
import { ACCOUNT_RULES } from '../../product/accountRules';
import type { StoredList, UserLists } from '../../contracts';

/** GET /api/watchlist (document 1 section 3): the portfolio, the regular and crypto watchlists and the alerts list. */
export type { UserLists };

/** The user's lists as stored, each kind sorted by name (case-insensitive). */
export async function readUserLists(db: Db, ownerId: string, ownerName: string): Promise<UserLists> {
  const [user] = await db.select({ dashboardList: users.dashboardList }).from(users).where(eq(users.id, ownerId)).limit(1);
  // The alerts list is the user's ticker alerts (server/alerts), the same the dashboard-list call answers.
  const [regular, crypto, alerts] = await Promise.all([
    storedLists(db, ownerId, 'GENERAL'), storedLists(db, ownerId, 'CRYPTO'), alertListTickers(db, ownerId, new Date()),
  ]);
  const view = (wlType: StoredList['wlType']) => (l: { name: string; tickers: string[] }): StoredList => ({
    name: l.name, includedTicker: l.tickers, owner: ownerName, wlType,
  });
  return {
    dashboard: { name: ACCOUNT_RULES.defaultDashboardListName, includedTicker: user?.dashboardList ?? [], owner: ownerName, wlType: 'GENERAL' },
    regular: regular.map(view('GENERAL')),
    crypto: crypto.map(view('CRYPTO')),
    alerts: { name: ACCOUNT_RULES.alertsListName, includedTicker: alerts, owner: ownerName, wlType: 'GENERAL' },
  };
}
