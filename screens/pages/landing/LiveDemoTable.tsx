import { useTranslation } from 'react-i18next';
import type { FreeTickersState } from './useFreeTickers';

const RATING_TONE: Record<string, string> = {
  trendBullish: 'up', momentumBullish: 'up', trendBearish: 'down', momentumBearish: 'down', momentumNeutralDanger: 'warn',
};

/** The seven free tickers as the last snapshot has them: the product's own numbers, no account needed. */
export function LiveDemoTable({ state }: { state: FreeTickersState }) {
  const { t, i18n } = useTranslation(['site', 'models', 'common']);
  const locale = i18n.language === 'de' ? 'de-DE' : 'en-US';
  const price = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const pct = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  const hurst = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const show = (n: number | null, f: Intl.NumberFormat): string => (n === null ? '–' : f.format(n));
  return (
    <section className="landing-section" aria-labelledby="landing-live">
      <span className="site-eyebrow">{t('landing.live.eyebrow')}</span>
      <h2 id="landing-live">{t('landing.live.title')}</h2>
      <p className="site-lead landing-section__lead">{t('landing.live.lead')}</p>
      {state.status === 'loading' && <p className="site-muted" role="status">{t('landing.live.loading')}</p>}
      {state.status === 'unavailable' && <p className="site-muted" role="status">{t('landing.live.unavailable')}</p>}
      {state.status === 'ready' && (
        <div className="live-demo">
          <div className="live-demo__head">
            <span className="site-badge site-badge--demo">{state.data.sourceLabel === 'Demo data' ? t('common:demoData') : state.data.sourceLabel}</span>
            <span className="site-small site-muted">{t('landing.live.asOf', { date: new Date(`${state.data.asOf}T12:00:00Z`).toLocaleDateString(locale) })}</span>
          </div>
          <div className="live-demo__scroll" tabIndex={0} role="region" aria-label={t('landing.live.title')}>
            <table className="live-demo__table">
              <thead>
                <tr>
                  <th scope="col">{t('landing.live.ticker')}</th>
                  <th scope="col" className="num">{t('landing.live.price')}</th>
                  <th scope="col" className="num">{t('landing.live.change')}</th>
                  <th scope="col" className="num">{t('landing.live.lower')}</th>
                  <th scope="col">{t('landing.live.position')}</th>
                  <th scope="col" className="num">{t('landing.live.upper')}</th>
                  <th scope="col">{t('landing.live.trend')}</th>
                  <th scope="col">{t('landing.live.momentum')}</th>
                  <th scope="col" className="num">{t('landing.live.hurst')}</th>
                </tr>
              </thead>
              <tbody>
                {state.data.rows.map((r) => {
                  const position = r.positionOnRange === null ? null : Math.max(0, Math.min(100, r.positionOnRange));
                  return (
                    <tr key={r.ticker}>
                      <th scope="row"><span className="live-demo__ticker">{r.ticker}</span><span className="live-demo__name">{r.name}</span></th>
                      <td className="num">{show(r.latestPrice, price)}</td>
                      <td className={`num ${(r.daily_percentChange ?? 0) >= 0 ? 'tone-up' : 'tone-down'}`}>{r.daily_percentChange === null ? '–' : `${pct.format(r.daily_percentChange)} %`}</td>
                      <td className="num">{show(r.lowerVolatilityRange, price)}</td>
                      <td>
                        {position !== null && (
                          <span className="live-demo__bar" role="img" aria-label={t('landing.live.positionLabel', { position: Math.round(position) })}>
                            <span className="live-demo__dot" style={{ left: `${position}%` }} />
                          </span>
                        )}
                      </td>
                      <td className="num">{show(r.upperVolatilityRange, price)}</td>
                      <td className={`tone-${RATING_TONE[r.overallTARating] ?? 'flat'}`}>{t(`models:signal.${r.overallTARating}`, { defaultValue: '–' })}</td>
                      <td className={`tone-${RATING_TONE[r.ltTARating] ?? 'flat'}`}>{t(`models:signal.${r.ltTARating}`, { defaultValue: '–' })}</td>
                      <td className="num">{show(r.h64, hurst)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}
