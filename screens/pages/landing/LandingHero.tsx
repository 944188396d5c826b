import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HeroChart } from './HeroChart';

/** The first screen: the product's name, what it does, the two calls to action and the range chart. */
export function LandingHero() {
  const { t } = useTranslation(['site', 'common']);
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
          <span className="landing-hero__ticker">{t('landing.hero.ticker')}</span>
          <span className="site-badge site-badge--demo">{t('common:demoData')}</span>
        </div>
        <HeroChart />
        <figcaption className="site-small site-muted">{t('landing.hero.caption')}</figcaption>
      </figure>
    </section>
  );
}
