import type { Translate } from '../core/text/localizedText';

export type ListStatusKind = 'loading' | 'error' | 'empty' | 'noMatches';

export interface ListStatusProps {
  status: ListStatusKind;
  error?: string | null;
  onClearFilters(): void;
  t: Translate;
}

/** What the body shows instead of rows: loading, an error, no rows, or no rows passing the filters. */
export function ListStatus({ status, error, onClearFilters, t }: ListStatusProps) {
  if (status === 'error') {
    return (
      <div role="alert" className="rs-list__status rs-list__status--error">
        <strong>{t('list.error')}</strong>
        {error ? <span className="rs-list__status-detail">{error}</span> : null}
      </div>
    );
  }
  return (
    <div role="status" className={`rs-list__status rs-list__status--${status}`}>
      {status === 'loading' ? <span className="rs-spinner" aria-hidden="true" /> : null}
      <span>{t(`list.${status}`)}</span>
      {status === 'noMatches' ? (
        <button type="button" className="rs-button" onClick={onClearFilters}>{t('list.clearFilters')}</button>
      ) : null}
    </div>
  );
}

/** The status for the list's inputs, or null when rows are shown. */
export function listStatus(input: { error?: string | null; loading?: boolean; total: number; shown: number }): ListStatusKind | null {
  if (input.error) return 'error';
  if (input.total === 0) return input.loading ? 'loading' : 'empty';
  return input.shown === 0 ? 'noMatches' : null;
}
