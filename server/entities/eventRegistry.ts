import type { UserRow } from '../appDeps';

export interface EntityEventContext {
  model: string;
  event: string;
  user: UserRow;
  modules: readonly string[];
  /** The record the event concerns, when the call named one. */
  entity: { id: string; payload: Record<string, unknown>; createdBy: string | null } | null;
  input: Record<string, unknown>;
}

export type EntityEventHandler = (ctx: EntityEventContext) => Promise<unknown>;

/** Server-side actions that models declare as events; other issues register the handlers. */
export class EventRegistry {
  private readonly handlers = new Map<string, EntityEventHandler>();

  register(model: string, event: string, handler: EntityEventHandler): void {
    const k = `${model}:${event}`;
    if (this.handlers.has(k)) throw new Error(`event ${k} has two handlers`);
    this.handlers.set(k, handler);
  }

  get(model: string, event: string): EntityEventHandler | undefined {
    return this.handlers.get(`${model}:${event}`);
  }
}
