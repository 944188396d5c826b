import type { FieldRefusal } from '../../contracts/entities';

/** A record as the form edits it. */
export type FormRecord = Record<string, unknown>;

/** What EntityForm hands its rjsf templates (rjsf's `formContext`). */
export interface EntityFormContext {
  /** The heading of the error list, in the user's language. */
  errorHeading: string;
  /** The label of the field an rjsf error property ('.newPW', '.address.city') belongs to; '' for the record. */
  labelOf(property: string): string;
}

/**
 * One field error as the server answers a refused save (400 `{errors: [...]}`, contracts'
 * FieldRefusal): `message` is already in the user's language; `messageKeys` let the client
 * translate again. Read defensively: only `field` and `rule` are required of an entry.
 */
export type ServerFieldError = Pick<FieldRefusal, 'field' | 'rule'> & Partial<Omit<FieldRefusal, 'field' | 'rule'>>;
