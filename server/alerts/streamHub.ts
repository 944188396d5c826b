/**
 * The open alert streams of this server, by user: a fired alert is written at once to every open
 * stream (every tab) of its user. With several instances on one PostgreSQL database a relay
 * (streamRelay.ts) carries each published event to the others, whose hubs `deliver` it to the
 * streams they hold; on the embedded database (one process) the hub is all there is.
 */
import type { AlertFiredEvent } from '../../contracts';

export type StreamListener = (event: AlertFiredEvent) => void;

export class AlertStreamHub {
  private readonly byUser = new Map<string, Set<StreamListener>>();
  private readonly closers = new Set<() => void>();
  /** Carries a published event to the other instances (set by the relay). */
  relay: ((userId: string, event: AlertFiredEvent) => void) | null = null;

  /** Adds a stream; the answer removes it. `close` ends the stream when the hub closes (shutdown). */
  subscribe(userId: string, listener: StreamListener, close: () => void): () => void {
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(listener);
    this.closers.add(close);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.byUser.delete(userId);
      this.closers.delete(close);
    };
  }

  /** Writes an event to every open stream of the user, on this instance and (relay) the others; answers how many here got it. */
  publish(userId: string, event: AlertFiredEvent): number {
    this.relay?.(userId, event);
    return this.deliver(userId, event);
  }

  /** Writes an event to every open stream of the user on this instance only; answers how many got it. */
  deliver(userId: string, event: AlertFiredEvent): number {
    const set = this.byUser.get(userId);
    if (!set) return 0;
    for (const listener of [...set]) listener(event);
    return set.size;
  }

  streams(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /** Ends every open stream (graceful shutdown: a stream would otherwise hold the server open). */
  closeAll(): void {
    for (const close of [...this.closers]) close();
    this.closers.clear();
    this.byUser.clear();
  }
}
