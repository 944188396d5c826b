import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import { modelVersions } from '../db/schema';
import type { ChangeFeed } from '../cluster/changeFeed';
import type { AnyModel, EntityModel, ListModel, ModelClass } from '../../engine/core/model/modelTypes';
import type { ModelSummary, ModelVersion } from '../../contracts';

/** A stable hash of a definition: keys sorted, so that the same model always hashes alike. */
export function modelHash(definition: unknown): string {
  const canonical = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(canonical);
    if (v && typeof v === 'object') return Object.fromEntries(Object.keys(v).sort().map((k) => [k, canonical((v as Record<string, unknown>)[k])]));
    return v;
  };
  return createHash('sha256').update(JSON.stringify(canonical(definition))).digest('hex').slice(0, 16);
}

const key = (modelClass: string, name: string): string => `${modelClass}:${name}`;

/** A stored definition: jsonb comes back parsed, except where a driver hands over the text. */
const parsed = (definition: unknown): AnyModel => (typeof definition === 'string' ? JSON.parse(definition) : definition) as AnyModel;

/**
 * Where models come from: runtime versions in the database (the newest wins) over the shipped
 * files. Current definitions are cached in memory and refreshed on every save.
 */
export class ModelRegistry {
  private readonly shipped = new Map<string, AnyModel>();
  private readonly runtime = new Map<string, { model: AnyModel; version: number }>();

  constructor(private readonly db: Db, shippedModels: readonly AnyModel[]) {
    for (const m of shippedModels) this.shipped.set(key(m.modelClass, m.name), m);
  }

  /** Loads the newest runtime version of every model. */
  async load(): Promise<void> {
    const rows = await queryRows<{ model_class: string; name: string; version: number; definition: AnyModel | string }>(this.db, sql`
      SELECT DISTINCT ON (model_class, name) model_class, name, version, definition
      FROM model_versions ORDER BY model_class, name, version DESC`);
    this.runtime.clear();
    for (const r of rows) {
      this.runtime.set(key(r.model_class, r.name), { model: parsed(r.definition), version: Number(r.version) });
    }
  }

  /** Reloads whenever a model version is saved on any instance (or changes may have been missed); answers the unsubscribe. */
  follow(feed: ChangeFeed, onError: (err: unknown) => void): () => void {
    const reload = (): void => void this.load().catch(onError);
    const stops = [feed.on('model_versions', reload), feed.onReset(reload)];
    return () => stops.forEach((stop) => stop());
  }

  get(modelClass: ModelClass, name: string): AnyModel | undefined {
    const k = key(modelClass, name);
    return this.runtime.get(k)?.model ?? this.shipped.get(k);
  }

  entity(name: string): EntityModel | undefined {
    return this.get('EntityModel', name) as EntityModel | undefined;
  }

  list(name: string): ListModel | undefined {
    return this.get('ListModel', name) as ListModel | undefined;
  }

  isShipped(modelClass: ModelClass, name: string): boolean {
    return this.shipped.has(key(modelClass, name));
  }

  summaries(): ModelSummary<AnyModel>[] {
    const names = new Set([...this.shipped.keys(), ...this.runtime.keys()]);
    return [...names].sort().map((k) => {
      const [modelClass, name] = k.split(':') as [ModelClass, string];
      const rt = this.runtime.get(k);
      const origin = rt ? (this.shipped.has(k) ? 'runtime-over-shipped' : 'runtime') : 'shipped';
      return { name, modelClass, origin, version: rt?.version ?? null };
    });
  }

  /**
   * Stores a new version (the model must already be validated) and makes it current. `guard`
   * sees the version it replaces (the newest stored one, else the shipped file), read under the
   * lock that orders the saves of one model, and refuses the save by throwing.
   */
  async saveVersion(model: AnyModel, note: string, createdBy: string | null, guard?: (current: AnyModel | undefined) => void): Promise<number> {
    const version = await this.db.transaction(async (tx) => {
      const last = await tx.select({ version: modelVersions.version, definition: modelVersions.definition }).from(modelVersions)
        .where(and(eq(modelVersions.modelClass, model.modelClass), eq(modelVersions.name, model.name)))
        .orderBy(desc(modelVersions.version)).limit(1).for('update');
      guard?.(last[0] ? parsed(last[0].definition) : this.shipped.get(key(model.modelClass, model.name)));
      const next = (last[0]?.version ?? 0) + 1;
      await tx.insert(modelVersions).values({
        name: model.name, modelClass: model.modelClass, version: next,
        definition: model as unknown as Record<string, unknown>, hash: modelHash(model), note, createdBy,
      });
      return next;
    });
    this.runtime.set(key(model.modelClass, model.name), { model, version });
    return version;
  }

  async history(modelClass: ModelClass, name: string): Promise<ModelVersion<AnyModel>[]> {
    const rows = await this.db.select().from(modelVersions)
      .where(and(eq(modelVersions.modelClass, modelClass), eq(modelVersions.name, name)))
      .orderBy(desc(modelVersions.version));
    return rows.map((r) => ({
      version: r.version, hash: r.hash, note: r.note, createdBy: r.createdBy, createdAt: r.createdAt.toISOString(),
      definition: r.definition as unknown as AnyModel,
    }));
  }
}
