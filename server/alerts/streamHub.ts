/**
 * The open alert streams of this server, by user: a fired alert is written at once to every open
 * stream (every tab) of its user. In-process only: with several server instances each one reaches
 * the streams it holds, so fan-out across instances (a shared pub/sub) is the scale-out issue's
 * (issue 24); there is no Redis helper in the project yet.
 */
import type { AlertFiredEvent } from '../../contracts';

export type StreamListener = (event: AlertFiredEvent) => void;

export class AlertStreamHub {
  private readonly byUser = new Map<string, Set<StreamListener>>();
  private readonly closers = new Set<() => void>();

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

  /** Writes an event to every open stream of the user; answers how many got it. */
  publish(userId: string, event: AlertFiredEvent): number {
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
