import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cryptoDisplay } from '../../../product/priceDecimals';
import { parseTickerInput, searchText, type InputTarget } from '../logic/tickerInput';
import type { SearchHit } from '../../../contracts';
import { IsinNotFoundModal } from './IsinNotFoundModal';

/** Autocomplete waits this long after the last key (document 2 section 9). */
export const AUTOCOMPLETE_DEBOUNCE_MS = 650;

export interface AddTickerInputProps {
  target: InputTarget;
  /** Autocomplete runs only for EOD-package users (document 2 section 5). */
  autocomplete: boolean;
  search(text: string): Promise<SearchHit[]>;
  resolveIsin(isin: string): Promise<string | null>;
  onAdd(tickers: string[]): void | Promise<void>;
  disabled?: boolean;
}

/**
 * The add-ticker input: upper-cased, '&' → '+', an ISIN (2 letters, 9 letters or digits, 1 digit)
 * resolved on the server or the 'ISIN Not Found' modal, an empty value ignored; with autocomplete
 * (650 ms debounce) for EOD users.
 */
export function AddTickerInput({ target, autocomplete, search, resolveIsin, onAdd, disabled }: AddTickerInputProps) {
  const { t } = useTranslation('tables');
  const [value, setValue] = useState('');
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [missingIsin, setMissingIsin] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const listId = useId();
  const asked = useRef(0);

  useEffect(() => {
    const text = searchText(value);
    const ask = ++asked.current;
    if (!autocomplete || text.length < 1) return;
    const timer = setTimeout(() => {
      search(text).then((found) => { if (ask === asked.current) setHits(found); }, () => { if (ask === asked.current) setHits([]); });
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, autocomplete, search]);

  const add = async (raw: string): Promise<void> => {
    const input = parseTickerInput(raw, target);
    asked.current++;
    setHits([]);
    if (input.kind === 'empty') return;
    setBusy(true);
    try {
      if (input.kind === 'isin') {
        const symbol = await resolveIsin(input.isin);
        if (!symbol) {
          setMissingIsin(input.isin);
          return;
        }
        setValue('');
        await onAdd([symbol.trim().toUpperCase()]);
        return;
      }
      setValue('');
      await onAdd(input.tickers);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    void add(value);
  };

  return (
    <form className="tt-add" onSubmit={submit} role="search" aria-label={t('add.label')}>
      <input className="tt-input" value={value} onChange={(e) => {
          setValue(e.target.value.toUpperCase());
          if (!e.target.value.trim()) setHits([]);
        }} placeholder={t(`add.placeholder.${target}`)}
        aria-label={t('add.label')} aria-autocomplete={autocomplete ? 'list' : 'none'} aria-controls={hits.length ? listId : undefined}
        aria-expanded={hits.length > 0} role="combobox" disabled={disabled || busy} data-testid="add-ticker-input" />
      <button type="submit" className="button" disabled={disabled || busy}>{t('add.button')}</button>
      {hits.length > 0 && (
        <ul id={listId} className="tt-suggestions" role="listbox" aria-label={t('add.suggestions')}>
          {hits.map((hit) => (
            <li key={hit.ticker} role="option" aria-selected={false}>
              <button type="button" onClick={() => void add(hit.ticker)}>
                <strong>{hit.display ?? cryptoDisplay(hit.ticker)}</strong> <span className="muted">{hit.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {missingIsin && <IsinNotFoundModal isin={missingIsin} onClose={() => setMissingIsin(null)} />}
    </form>
  );
}
