import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useEngine } from '../../../engine/ui';
import { detailPath, resolveIsin, searchTarget } from '../../../plugins/tickerDetail';
import { Icon } from '../icons';

/**
 * The header search (document 1 section 2.7): a ticker and Enter opens its detail page; an
 * ISIN is resolved to a ticker first, and one the server cannot resolve shows 'ISIN Not Found'
 * with the entered value.
 */
export function TickerSearch({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation('shell');
  const { data, ui } = useEngine();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    const target = searchTarget(value);
    if (target.kind === 'none' || busy) return;
    if (target.kind === 'ticker') {
      navigate(target.path);
    } else {
      setBusy(true);
      const symbol = await resolveIsin(data.request, target.isin);
      setBusy(false);
      if (!symbol) {
        ui.showAlert({ key: 'shell:search.isinNotFoundText', params: { isin: target.isin } }, { key: 'shell:search.isinNotFound' });
        return;
      }
      navigate(detailPath(symbol.toUpperCase()));
    }
    setValue('');
    onDone?.();
  };

  return (
    <form className="shell-search" role="search" onSubmit={(e) => void submit(e)}>
      <label htmlFor={id} className="visually-hidden">{t('search.label')}</label>
      <Icon name="search" size={16} className="shell-search__icon" />
      <input
        id={id}
        className="shell-search__input"
        type="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('search.placeholder')}
        value={value}
        maxLength={64}
        aria-busy={busy}
        onChange={(e) => setValue(e.target.value)}
      />
    </form>
  );
}
