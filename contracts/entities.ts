/**
 * The answers of the engine's entity and list calls (docs/api.md, "Engine"): a record of the
 * generic entity store, a page of a list, and the bulk call's per-command answers. Their requests
 * carry engine/core's filter and sort types, which contracts/ cannot name, and are declared there
 * (engine/data `ListParams`, server/entities `ListRequest`).
 */

/**
 * A record of the generic entity store as the server sends it (document 3 section 3). A type,
 * not an interface: an entity list's rows are envelopes read by key (`Record<string, unknown>`).
 */
export type EntityEnvelope = {
  id: string;
  /** The creator's username. */
  createdBy: string | null;
  /** ISO. */
  creationDate: string;
  /** ISO. */
  updatedAt: string;
  /** Raised on every change; PUT may send it to refuse a stale write (412). */
  version: number;
  entityModelName: string;
  payload: Record<string, unknown>;
};

/** GET /api/entities/{model}/{id}, POST and PUT /api/entities/{model}: the record. */
export interface EntityAnswer {
  data: EntityEnvelope;
}

/**
 * One refused field of a save that breaks the model's schema or rules: the `errors` of the 400
 * VALIDATION_FAILED answer of POST and PUT /api/entities/{model}.
 */
export interface FieldRefusal {
  /** Dotted field path ('' for the record itself). */
  field: string;
  /** The rule (equal, isSet ...) or the JSON-schema keyword (type, required ...). */
  rule: string;
  /** In the user's language. */
  message: string;
  /** i18n keys to try in order, so that the client can translate again. */
  messageKeys: string[];
  params: Record<string, unknown>;
}

/** POST /api/entities/{model}/events/{event}: what the event's handler answered (null for nothing). */
export interface EntityEventAnswer {
  data: unknown;
}

/** POST /api/list/{model} (responseType json), and each successful bulk command: one page of rows. */
export interface ListAnswer {
  rows: Record<string, unknown>[];
  /** All rows that match, over every page. */
  total: number;
  /** Seconds the client's list cache may keep the answer. */
  maxCacheAge: number;
}

/** A bulk command that failed: its own status and message. */
export interface BulkFailure {
  message: string;
  code?: number | string;
}

/** One command's answer of POST /api/bulk/{model}, matched to its command by `id`. */
export interface BulkResult {
  id: string;
  status: number;
  payload: ListAnswer | BulkFailure;
}

/** POST /api/bulk/{model}. */
export interface BulkAnswer {
  data: BulkResult[];
}
