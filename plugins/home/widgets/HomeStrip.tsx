import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDataMethods, useFormat } from '../../../engine/ui';
import { detailPath } from '../../tickerDetail';
import { signedPercent, useWidgetData, Widget } from '../../summary';
import { homeMethods } from '../data/homeApi';

const direction = (v: number | null): string => (v === null || v === 0 ? 'flat' : v > 0 ? 'up' : 'down');

/** The home strip (document 4 section 9): twelve tickers with their percent change; a click opens /dashboard/detail/{ticker}/home. */
export function HomeStrip() {
  const { t } = useTranslation('home');
  const f = useFormat();
  const api = useDataMethods(homeMethods);
  const state = useWidgetData(useCallback(() => api.strip(), [api]));
  return (
    <Widget id="strip" title={t('strip.title')} state={state} errorText={t('strip.error')} wide lines={2}>
      {(answer) => (
        <ul className="home-strip">
          {answer.items.map((item) => (
            <li key={item.ticker}>
              <Link to={detailPath(item.ticker, 'home')} className="home-strip__item" data-direction={direction(item.percentChange)}>
                <span className="home-strip__ticker">{item.ticker}</span>
                <span className="home-strip__change">{signedPercent(f, item.percentChange, t('na'))}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Widget>
  );
}
