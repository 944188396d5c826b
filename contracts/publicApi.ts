import type { ApiTokenScope } from '../product/apiRules';
import type { SignalClass } from './ratings';
import type { SignalRow } from './signals';

/** POST /api/entities/DomainAuthToken/events/generate answers the token once; only its hash is kept. */
export interface GeneratedApiToken {
  id: string;
  token: string;
  scopes: ApiTokenScope[];
  expiresAt: string | null;
}

/** A signal of a ticker the token's owner does not see in full: only what the public lists show. */
export interface ApiSignalPreview {
  id: string;
  date: string;
  ticker: string;
  signalClass: SignalClass;
  signalDirectionNew: string;
  revealed: false;
}

export type ApiSignal = (SignalRow & { revealed: true }) | ApiSignalPreview;

/** GET /api/v2/signals?since&limit: the changes after the cursor, oldest first. */
export interface ApiSignalPage {
  signals: ApiSignal[];
  /** Pass as `since` to get the next page; unchanged when nothing new arrived. */
  nextCursor: string | null;
  /** More changes wait after this page. */
  hasMore: boolean;
  /** The cursor was older than the published signal window: changes before `signals[0]` may be missing. */
  gap: boolean;
}

/** `documentation=true` on any v2 call. */
export interface ApiCallDocumentation {
  method: string;
  path: string;
  summary: string;
  description: string;
  scope: ApiTokenScope;
  parameters: Record<string, unknown>;
  response: unknown;
  openapi: string;
}
