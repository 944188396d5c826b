/**
 * Saved filters: the user's DomainScannerQuery records (payload {title, filterConfig}) through
 * the engine's generic entity calls (document 2 section 7: list, POST to create, PUT to update,
 * DELETE ?id=). A write drops the provider's cached lists of the model, so the list read after a
 * rename or a delete is the server's.
 *
 * Who may keep saved filters is the model's rule (its read and write permissions, owner scoped):
 * the screen reads the model first, and a user it refuses (403) gets no saved filters rather
 * than an ended session — the model call keeps its failures.
 */
import type { EntityModel } from '../../../engine/core';
import { decryptModel, defineDataMethods, type DataProvider } from '../../../engine/data';
import type { SavedScannerQueryPayload } from '../../../contracts';
import { sortSaved, toSavedFilter, type SavedFilter } from '../logic/savedFilters';

export const SAVED_QUERY_MODEL = 'DomainScannerQuery';
/** Model definitions are kept 120 minutes (document 2 section 9). */
export const MODEL_CACHE_MS = 120 * 60_000;
/** More than anyone keeps; one page. */
export const SAVED_PAGE_SIZE = 500;

export interface SavedFiltersApi {
  /** The entity model (decrypted with the session's model key), or null when it cannot be read. */
  model(modelKey: string | null): Promise<EntityModel | null>;
  /** The user's saved filters, sorted by title. */
  list(): Promise<SavedFilter[]>;
  /** Stores both fields (the model's `full` screen). */
  create(payload: SavedScannerQueryPayload): Promise<SavedFilter | null>;
  /** Changes the title only (the model's `default` screen keeps the stored filterConfig). */
  rename(id: string, title: string): Promise<void>;
  remove(id: string): Promise<void>;
}

export const savedFilterMethods = defineDataMethods('scannerSavedFilters', (data: DataProvider): SavedFiltersApi => ({
  async model(modelKey) {
    try {
      const body = await data.request<EntityModel | string>(`/models/EntityModel/${SAVED_QUERY_MODEL}`, {
        reportError: false, cache: { maxAgeMs: MODEL_CACHE_MS },
      });
      if (typeof body !== 'string') return body;
      return modelKey ? ((await decryptModel(body, modelKey)) as EntityModel) : null;
    } catch {
      return null;
    }
  },
  async list() {
    const answer = await data.getList(SAVED_QUERY_MODEL, { sort: { key: 'creationDate', direction: 'desc' }, pageSize: SAVED_PAGE_SIZE });
    return sortSaved(answer.rows.map(toSavedFilter).filter((f): f is SavedFilter => f !== null));
  },
  async create(payload) {
    const envelope = await data.create(SAVED_QUERY_MODEL, { title: payload.title, filterConfig: payload.filterConfig }, 'full');
    return toSavedFilter(envelope as unknown as Record<string, unknown>);
  },
  async rename(id, title) {
    await data.update(SAVED_QUERY_MODEL, id, { title }, { screen: 'default' });
  },
  remove: (id) => data.remove(SAVED_QUERY_MODEL, id),
}));
