import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PublicLayout } from './public/PublicLayout';
import { LandingHero } from './landing/LandingHero';
import { FeatureGrid } from './landing/FeatureGrid';
import { HowItWorks } from './landing/HowItWorks';
import { PlanTeaser } from './landing/PlanTeaser';
import { LiveDemoTable } from './landing/LiveDemoTable';
import { useFreeTickers } from './landing/useFreeTickers';
import { NewsletterSignup } from './landing/NewsletterSignup';
import './landing/landing.css';

/** /: what the product shows (ranges, trend, momentum, Hurst, gamma) and the ways in. */
export function LandingPage() {
  const { t } = useTranslation('site');
  const freeTickers = useFreeTickers();
  return (
    <PublicLayout>
      <LandingHero freeTickers={freeTickers} />
      <LiveDemoTable state={freeTickers} />
      <FeatureGrid />
      <HowItWorks />
      <PlanTeaser />
      <NewsletterSignup />
      <section className="landing-cta" aria-labelledby="landing-cta">
        <h2 id="landing-cta">{t('landing.cta.title')}</h2>
        <p className="site-lead">{t('landing.cta.text')}</p>
        <div className="landing-hero__actions">
          <Link className="site-button site-button--primary site-button--large" to="/register">{t('landing.hero.register')}</Link>
          <Link className="site-button site-button--large" to="/login">{t('landing.hero.signIn')}</Link>
        </div>
      </section>
    </PublicLayout>
  );
}
