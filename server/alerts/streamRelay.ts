/**
 * The alert pushes across instances on PostgreSQL: every event a hub publishes is sent with
 * pg_notify on the channel rs_alert_stream, which every instance LISTENs on (a connection of its
 * own, server/db/pgListener.ts); each delivers the event to the streams it holds. The payload names
 * the sending instance, which has delivered the event to its own streams already and skips it, so
 * that every tab gets an event once. It carries the event itself, or, when that would pass 7,000
 * bytes (a NOTIFY payload ends at 8,000), only its id, and the receivers read the entry from
 * alert_history (written before the event is published). When the listening connection was lost
 * and came back, events may have been missed: the instance ends its open streams, and each tab
 * reconnects with Last-Event-ID and is replayed what it missed (streamRoute.ts).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/database';
import type { AlertFiredEvent } from '../../contracts';
import { entryById } from './historyStore';
import type { AlertStreamHub } from './streamHub';

export const ALERT_STREAM_CHANNEL = 'rs_alert_stream';
/** Events up to this size (the whole JSON payload, in bytes) travel inline; larger ones by id. */
export const INLINE_MAX_BYTES = 7000;

interface RelayMessage {
  /** The sending instance. */
  from: string;
  userId: string;
  event?: AlertFiredEvent;
  /** The event's history entry, when it was too large to send. */
  id?: string;
}

/** The NOTIFY payload of an event: the event inline, or its id when it is too large. */
export function relayPayload(from: string, userId: string, event: AlertFiredEvent): string {
  const inline = JSON.stringify({ from, userId, event } satisfies RelayMessage);
  return Buffer.byteLength(inline, 'utf8') <= INLINE_MAX_BYTES ? inline : JSON.stringify({ from, userId, id: event.id } satisfies RelayMessage);
}

function messageOf(payload: string): RelayMessage | null {
  try {
    const m = JSON.parse(payload) as Partial<RelayMessage> | null;
    if (!m || typeof m.from !== 'string' || typeof m.userId !== 'string') return null;
    if (m.event === undefined && typeof m.id !== 'string') return null;
    return m as RelayMessage;
  } catch {
    return null;
  }
}

export interface RelayDeps {
  db: Db;
  cluster: Pick<Database, 'listen'>;
  log: (err: unknown, message: string) => void;
}

/** Relays the hub's events to and from the other instances; answers the stop function. */
export async function relayAlertStreams(hub: AlertStreamHub, deps: RelayDeps): Promise<() => Promise<void>> {
  const self = randomUUID();
  // One after the other, so that events keep their order on the way out and in.
  let sending: Promise<void> = Promise.resolve();
  let receiving: Promise<void> = Promise.resolve();

  const receive = async (message: RelayMessage): Promise<void> => {
    if (hub.streams(message.userId) === 0) return;
    const event = message.event ?? await entryById(deps.db, message.userId, message.id!);
    if (event) hub.deliver(message.userId, event);
  };

  const stopListening = await deps.cluster.listen(ALERT_STREAM_CHANNEL, (payload) => {
    const message = messageOf(payload);
    if (!message || message.from === self) return;
    receiving = receiving.then(() => receive(message)).catch((err: unknown) => deps.log(err, 'alert stream relay: an event from another instance could not be delivered'));
  }, () => {
    // Events may have been missed: the tabs reconnect with Last-Event-ID and are replayed them.
    hub.closeAll();
  });

  hub.relay = (userId, event) => {
    const payload = relayPayload(self, userId, event);
    sending = sending
      .then(async () => { await deps.db.execute(sql`SELECT pg_notify(${ALERT_STREAM_CHANNEL}, ${payload})`); })
      .catch((err: unknown) => deps.log(err, 'alert stream relay: an event could not be sent to the other instances'));
  };

  return async () => {
    hub.relay = null;
    await sending;
    await stopListening();
  };
}
