import { useTranslation } from 'react-i18next';
import { GAMMA_RULES } from '../../../product/gammaRules';

export interface QuickListProps {
  tickers: readonly string[];
  /** The ticker shown, offered for adding; null when none is shown. */
  current: string | null;
  busy: boolean;
  notice: string | null;
  onOpen: (ticker: string) => void;
  onAdd: (ticker: string) => void;
  onRemove: (ticker: string) => void;
}

/** The user's quick list (at most 20): open a ticker, remove one, add the ticker shown. */
export function QuickList({ tickers, current, busy, notice, onOpen, onAdd, onRemove }: QuickListProps) {
  const { t } = useTranslation('gamma');
  const full = tickers.length >= GAMMA_RULES.quickListMax;
  return (
    <section className="shell-card gm-quick" aria-labelledby="gamma-quick-title" data-testid="gamma-quick-list">
      <h2 id="gamma-quick-title" className="gm-card__title">
        {t('quickList.title')} <span className="muted">{t('quickList.count', { count: tickers.length, max: GAMMA_RULES.quickListMax })}</span>
      </h2>
      {tickers.length === 0 ? <p className="muted">{t('quickList.empty')}</p> : (
        <ul className="gm-quick__list">
          {tickers.map((ticker) => (
            <li key={ticker} className="gm-chip">
              <button type="button" className="gm-chip__open" onClick={() => onOpen(ticker)}>{ticker}</button>
              <button type="button" className="gm-chip__remove" aria-label={t('quickList.remove', { ticker })} disabled={busy} onClick={() => onRemove(ticker)}>×</button>
            </li>
          ))}
        </ul>
      )}
      {current && !tickers.includes(current) && (
        <button type="button" className="button" disabled={busy || full} onClick={() => onAdd(current)} data-testid="gamma-quick-add">
          {t('quickList.add', { ticker: current })}
        </button>
      )}
      {full && <p className="muted">{t('quickList.full', { max: GAMMA_RULES.quickListMax })}</p>}
      {notice && <p role="status" className="gm-notice">{notice}</p>}
    </section>
  );
}
