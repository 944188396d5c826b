/**
 * The alerts' part of a signed-in session, loaded by the session hooks at sign-in (off the first
 * page's bundle): the stream opened and the recent history read, the stream closed, the state cleared.
 */
import type { DataProvider } from '../../../engine/data';
import { alertsMethods } from '../data/alertsApi';
import { alertFeed, type AlertFeed } from '../state/alertFeed';

export async function startAlerts(data: DataProvider, feed: AlertFeed = alertFeed): Promise<void> {
  const api = alertsMethods.of(data);
  feed.start(api);
  await feed.loadRecent(api);
}

export function stopAlerts(feed: AlertFeed = alertFeed): void {
  feed.stop();
}

export function resetAlerts(feed: AlertFeed = alertFeed): void {
  feed.reset();
}
