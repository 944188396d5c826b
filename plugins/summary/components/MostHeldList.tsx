import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFormat } from '../../../engine/ui';
import { detailPath } from '../../tickerDetail';
import type { MostHeldAnswer } from '../../../contracts';

/** The tickers most held in portfolios or in watchlists, with how many members hold each; a click opens /dashboard/detail/{ticker}/topmostheld. */
export function MostHeldList({ answer }: { answer: MostHeldAnswer }) {
  const { t } = useTranslation('summary');
  const f = useFormat();
  if (answer.rows.length === 0) return <p className="muted">{t('mostHeld.none')}</p>;
  return (
    <ol className="sm-held" data-testid={`most-held-${answer.kind}`}>
      {answer.rows.map((row) => (
        <li key={row.ticker} className="sm-held__item">
          <Link to={detailPath(row.ticker, 'topmostheld')} className="sm-ticker">{row.ticker}</Link>
          <span className="sm-held__count">{t('mostHeld.holders', { count: row.holders, formatted: f.count(row.holders) })}</span>
        </li>
      ))}
    </ol>
  );
}
