import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HeroChart, type HeroChartLive } from './HeroChart';
import type { FreeTickersState } from './useFreeTickers';

function liveChart(state: FreeTickersState): (HeroChartLive & { ticker: string; asOf: string }) | undefined {
  if (state.status !== 'ready' || !state.data.chart) return undefined;
  const row = state.data.rows.find((r) => r.ticker === state.data.chart?.ticker);
  if (!row || row.lowerVolatilityRange === null || row.upperVolatilityRange === null) return undefined;
  return { ticker: row.ticker, asOf: state.data.asOf, closes: state.data.chart.closes, lower: row.lowerVolatilityRange, upper: row.upperVolatilityRange };
}

/** The first screen: the product's name, what it does, the two calls to action and the range chart. */
export function LandingHero({ freeTickers }: { freeTickers: FreeTickersState }) {
  const { t, i18n } = useTranslation(['site', 'common']);
  const live = liveChart(freeTickers);
  const asOf = live ? new Date(`${live.asOf}T12:00:00Z`).toLocaleDateString(i18n.language === 'de' ? 'de-DE' : 'en-US') : '';
  return (
    <section className="landing-hero">
      <div className="landing-hero__copy">
        <span className="site-eyebrow">{t('landing.hero.eyebrow')}</span>
        <h1 className="landing-hero__title">
          <span className="landing-hero__brand">{t('common:appName')}</span>
          <span className="landing-hero__headline">{t('landing.hero.headline')}</span>
        </h1>
        <p className="site-lead">{t('common:tagline')}</p>
        <div className="landing-hero__actions">
          <Link className="site-button site-button--primary site-button--large" to="/register">{t('landing.hero.register')}</Link>
          <Link className="site-button site-button--large" to="/login">{t('landing.hero.signIn')}</Link>
        </div>
        <p className="site-small site-muted">{t('landing.hero.note')}</p>
      </div>
      <figure className="landing-hero__figure">
        <div className="landing-hero__chart-head">
          <span className="landing-hero__ticker">{live ? t('landing.hero.liveTicker', { ticker: live.ticker }) : t('landing.hero.ticker')}</span>
          <span className="site-badge site-badge--demo">{t('common:demoData')}</span>
        </div>
        <HeroChart live={live} />
        <figcaption className="site-small site-muted">{live ? t('landing.hero.liveCaption', { ticker: live.ticker, date: asOf }) : t('landing.hero.caption')}</figcaption>
      </figure>
    </section>
  );
}
