import { expect } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { auditLog } from '../../../server/db/schema';
import type { EntityModel, ListModel } from '../../../engine/core/model/modelTypes';
import { signIn, type Session } from './accounts';
import type { TestApp } from './testApp';

/** The seeded demo accounts (server/seed/demoAccounts.ts). */
export type DemoUser = 'demofree' | 'demopremium' | 'demoelite' | 'demoadmin' | 'democms';

/** Signs a seeded demo account in (the app must be created with `seed: true`). */
export function demo(t: TestApp, username: DemoUser): Promise<Session> {
  return signIn(t, { username, password: t.config.demoPassword });
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A request of a session (or of nobody, with null), any method. */
export function call(t: TestApp, session: Pick<Session, 'authorization'> | null, method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method, url,
    headers: session ? { authorization: session.authorization } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Asserts a 200 and answers the JSON body. */
export function ok<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

export interface BookOptions {
  permissions?: EntityModel['permissions'];
  listPermissions?: string[];
  cache?: ListModel['cache'];
}

/**
 * A 'Book'-like runtime entity model: text, number, date and array fields, rules with inline
 * {en, de} messages, two screens (quick, details) and two events (markRead; archive, ADMIN only).
 */
export function bookEntity(name: string, options: BookOptions = {}): EntityModel {
  return {
    modelClass: 'EntityModel',
    name,
    label: { en: 'Book', de: 'Buch' },
    schema: {
      type: 'object',
      properties: {
        title: { type: 'string', maxLength: 200 },
        author: { type: 'string', maxLength: 100 },
        isbn: { type: 'string', maxLength: 20 },
        pages: { type: 'integer', minimum: 0, maximum: 100_000 },
        price: { type: 'number' },
        published: { type: 'string', format: 'date' },
        tags: { type: 'array', maxItems: 10, items: { type: 'string', maxLength: 30 } },
        email: { type: 'string', maxLength: 254 },
        note: { type: 'string', maxLength: 2000 },
      },
    },
    fieldLabels: { title: { en: 'Title', de: 'Titel' }, author: { en: 'Author', de: 'Autor' } },
    rules: {
      title: [
        { rule: 'isSet', message: { en: 'Please enter a title', de: 'Bitte gib einen Titel ein' } },
        { rule: 'minLength', value: 3, message: { en: 'The title needs at least 3 characters', de: 'Der Titel braucht mindestens 3 Zeichen' } },
      ],
      isbn: [
        { rule: 'isSet', message: { en: 'Please enter the ISBN', de: 'Bitte gib die ISBN ein' } },
        { rule: 'atLeast1Digit', message: { en: 'An ISBN has digits', de: 'Eine ISBN hat Ziffern' } },
      ],
      email: [{ rule: 'isEmail', message: { en: 'Please enter a valid email address', de: 'Bitte gib eine gültige E-Mail-Adresse ein' } }],
      author: [{ rule: 'notEqual', field: 'title', message: { en: 'Author and title must differ', de: 'Autor und Titel müssen sich unterscheiden' } }],
    },
    screens: {
      quick: ['title', 'author', 'pages', 'price', 'published', 'tags', 'email'],
      details: ['title', 'isbn', 'note'],
    },
    permissions: options.permissions ?? { read: [], write: [], ownerScoped: true },
    events: {
      markRead: { label: { en: 'Mark as read', de: 'Als gelesen markieren' } },
      archive: { label: { en: 'Archive', de: 'Archivieren' }, permission: 'ADMIN' },
      unhandled: { label: { en: 'Nobody handles this', de: 'Niemand' } },
    },
  };
}

/** The list of a book model: GENERAL columns, a PREMIUM price and a HIDDEN isbn. */
export function bookList(name: string, entity: string, options: BookOptions = {}): ListModel {
  return {
    modelClass: 'ListModel',
    name,
    label: { en: 'Books', de: 'Bücher' },
    source: { kind: 'entity', entity },
    form: entity,
    columns: [
      { key: 'payload.title', label: { en: 'Title', de: 'Titel' }, type: 'string', group: 'GENERAL', sortable: true, filter: { type: 'text' } },
      { key: 'payload.author', label: { en: 'Author', de: 'Autor' }, type: 'string', group: 'GENERAL', sortable: true, filter: { type: 'text' } },
      { key: 'payload.pages', label: { en: 'Pages', de: 'Seiten' }, type: 'number', group: 'GENERAL', sortable: true, filter: { type: 'number' } },
      { key: 'payload.price', label: { en: 'Price', de: 'Preis' }, type: 'number', group: 'PREMIUM', decimals: 2, sortable: true, filter: { type: 'number' } },
      { key: 'payload.published', label: { en: 'Published', de: 'Erschienen' }, type: 'date', group: 'GENERAL', sortable: true, filter: { type: 'date' } },
      {
        key: 'payload.tags', label: { en: 'Tags', de: 'Schlagworte' }, type: 'enum', group: 'GENERAL',
        filter: { type: 'enum-multipleChoice', options: [{ value: 'SciFi', label: 'SciFi' }, { value: 'Classic', label: { en: 'Classic', de: 'Klassiker' } }] },
      },
      { key: 'payload.isbn', label: 'ISBN', type: 'string', group: 'HIDDEN' },
      { key: 'creationDate', label: { en: 'Created', de: 'Erstellt' }, type: 'datetime', group: 'GENERAL', sortable: true, filter: { type: 'date' } },
      { key: 'createdBy', label: { en: 'Created by', de: 'Erstellt von' }, type: 'string', group: 'GENERAL', sortable: true, filter: { type: 'text' } },
    ],
    defaultSort: { key: 'creationDate', direction: 'desc' },
    pageSize: 50,
    ...(options.listPermissions ? { permissions: { read: options.listPermissions } } : {}),
    ...(options.cache ? { cache: options.cache } : {}),
  };
}

/** Creates a runtime model through the admin API (as an admin or CMS manager session). */
export async function defineModel(t: TestApp, editor: Session, model: EntityModel | ListModel, note = 'test'): Promise<number> {
  const res = await call(t, editor, 'POST', '/api/admin/models', { model, note });
  return ok<{ version: number }>(res).version;
}

/** Defines a book entity model `name` and its list `${name}List`. */
export async function defineBooks(t: TestApp, editor: Session, name: string, options: BookOptions = {}): Promise<{ entity: EntityModel; list: ListModel }> {
  const entity = bookEntity(name, options);
  const list = bookList(`${name}List`, name, options);
  await defineModel(t, editor, entity);
  await defineModel(t, editor, list);
  return { entity, list };
}

export interface Envelope {
  id: string;
  createdBy: string;
  creationDate: string;
  updatedAt: string;
  version: number;
  entityModelName: string;
  payload: Record<string, unknown>;
}

/** Saves a record and answers its envelope. */
export async function createEntity(t: TestApp, session: Session, model: string, payload: Record<string, unknown>, screen?: string): Promise<Envelope> {
  const res = await call(t, session, 'POST', `/api/entities/${model}`, { payload, ...(screen ? { screen } : {}) });
  return ok<{ data: Envelope }>(res).data;
}

export interface ListAnswer {
  rows: Envelope[];
  total: number;
  maxCacheAge: number;
}

export function list(t: TestApp, session: Session, model: string, body: Record<string, unknown> = {}): Promise<LightMyRequestResponse> {
  return call(t, session, 'POST', `/api/list/${model}`, body);
}

/** Audit rows of one target, oldest first. */
export function auditOf(t: TestApp, targetType: string, targetId: string): Promise<(typeof auditLog.$inferSelect)[]> {
  return t.database.db.select().from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId))).orderBy(asc(auditLog.id));
}

export const SQLISH = "x' OR '1'='1";
