import { useId, type ClipboardEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserList } from '../userLists';
import { targetFromValue, targetValue, type ImportTarget } from './importRules';
import type { ImportFeedback } from './useBatchImport';

export interface BatchImportFormProps {
  /** The watchlists the tickers may go to (regular and crypto). */
  watchlists: UserList[];
  target: ImportTarget;
  onTarget(target: ImportTarget): void;
  text: string;
  onText(text: string): void;
  onPaste?(event: ClipboardEvent<HTMLTextAreaElement>): void;
  onBlur(): void;
  onSubmit(): void;
  error: ImportFeedback | null;
  busy: boolean;
  /** EOD requests left this month; null when unknown. */
  remaining: number | null;
}

/** The batch import form (document 2 section 5): target list, new list name, tickers, import. */
export function BatchImportForm(props: BatchImportFormProps) {
  const { t } = useTranslation('listTools');
  const id = useId();
  const { target } = props;
  const regular = props.watchlists.filter((l) => l.wlType !== 'CRYPTO');
  const crypto = props.watchlists.filter((l) => l.wlType === 'CRYPTO');
  const errorId = `${id}-error`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  const option = (l: UserList) => {
    const value = targetValue({ kind: 'watchlist', name: l.name, wlType: l.wlType ?? 'GENERAL' });
    return <option key={value} value={value}>{l.name}</option>;
  };
  return (
    <form className="lt-form" onSubmit={submit} noValidate aria-busy={props.busy}>
      <div className="lt-field">
        <label htmlFor={`${id}-target`}>{t('import.target')}</label>
        <select
          id={`${id}-target`}
          value={targetValue(target)}
          onChange={(e) => props.onTarget(targetFromValue(e.target.value, target.kind === 'newWatchlist' ? target.name : ''))}
        >
          <option value="portfolio">{t('lists.portfolio')}</option>
          <option value="new">{t('lists.newWatchlist')}</option>
          {regular.length > 0 && <optgroup label={t('lists.watchlists')}>{regular.map(option)}</optgroup>}
          {crypto.length > 0 && <optgroup label={t('lists.cryptoWatchlists')}>{crypto.map(option)}</optgroup>}
        </select>
      </div>
      {target.kind === 'newWatchlist' && (
        <div className="lt-field">
          <label htmlFor={`${id}-name`}>{t('import.newName')}</label>
          <input
            id={`${id}-name`}
            type="text"
            maxLength={100}
            autoComplete="off"
            value={target.name}
            onChange={(e) => props.onTarget({ kind: 'newWatchlist', name: e.target.value })}
            aria-describedby={props.error ? errorId : undefined}
          />
        </div>
      )}
      <div className="lt-field">
        <label htmlFor={`${id}-tickers`}>{t('import.tickers')}</label>
        <textarea
          id={`${id}-tickers`}
          rows={6}
          spellCheck={false}
          autoCapitalize="characters"
          value={props.text}
          onChange={(e) => props.onText(e.target.value)}
          onPaste={props.onPaste}
          onBlur={props.onBlur}
          aria-describedby={`${id}-hint${props.error ? ` ${errorId}` : ''}`}
        />
        <p id={`${id}-hint`} className="lt-muted lt-hint">{t('import.tickersHint')}</p>
      </div>
      <p className="lt-muted lt-hint">
        {props.remaining === null ? t('import.costUnknown') : t('import.cost', { remaining: props.remaining })}
      </p>
      {props.error && <p id={errorId} className="lt-error" role="alert">{t(props.error.key, props.error.params)}</p>}
      <div className="lt-actions">
        <button type="submit" className="button button--primary" disabled={props.busy}>
          {props.busy ? t('import.busy') : t('import.submit')}
        </button>
      </div>
    </form>
  );
}
