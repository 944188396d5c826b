import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../engine/ui';
import type { QuantTrade } from '../../../contracts';

/** Trades shown before "Show all". */
export const TRADES_SHOWN = 50;

/** The run's trades, newest first: date, ticker, side, weights, price and a closed trade's return. */
export function TradesTable({ trades, total }: { trades: readonly QuantTrade[]; total: number }) {
  const { t } = useTranslation('quantStudio');
  const f = useFormat();
  const [all, setAll] = useState(false);
  const newestFirst = [...trades].reverse();
  const shown = all ? newestFirst : newestFirst.slice(0, TRADES_SHOWN);
  if (trades.length === 0) return <p className="muted" data-testid="quant-no-trades">{t('trades.none')}</p>;
  return (
    <div className="qs-trades">
      <table className="qs-table" data-testid="quant-trades">
        <caption>{t('trades.caption', { shown: shown.length, total })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('trades.date')}</th><th scope="col">{t('trades.ticker')}</th><th scope="col">{t('trades.side')}</th>
            <th scope="col">{t('trades.weight')}</th><th scope="col">{t('trades.price')}</th><th scope="col">{t('trades.return')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((trade, i) => (
            <tr key={`${trade.date}-${trade.ticker}-${i}`} className={`qs-trade--${trade.side}`}>
              <td>{f.date(trade.date)}</td>
              <td>{trade.ticker}</td>
              <td>{t(`trades.${trade.side}`)}</td>
              <td>{f.percent(trade.weightBefore * 100, 1)} → {f.percent(trade.weightAfter * 100, 1)}</td>
              <td>{f.number(trade.price, 2)}</td>
              <td>{trade.tradeReturn === null ? '–' : f.percent(trade.tradeReturn * 100, 2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {!all && newestFirst.length > TRADES_SHOWN && (
        <button type="button" className="button" onClick={() => setAll(true)}>{t('trades.showAll', { count: newestFirst.length })}</button>
      )}
    </div>
  );
}
