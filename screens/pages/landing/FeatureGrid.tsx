import { useTranslation } from 'react-i18next';
import { FeatureCard } from './FeatureCard';
import { RangePosition } from './illustrations/RangePosition';
import { TrendRatings } from './illustrations/TrendRatings';
import { MomentumBars } from './illustrations/MomentumBars';
import { HurstGauge } from './illustrations/HurstGauge';
import { GammaLevels } from './illustrations/GammaLevels';

const FEATURES = [
  { id: 'ranges', figure: <RangePosition /> },
  { id: 'trend', figure: <TrendRatings /> },
  { id: 'momentum', figure: <MomentumBars /> },
  { id: 'hurst', figure: <HurstGauge /> },
  { id: 'gamma', figure: <GammaLevels /> },
] as const;

/** The five measures the product shows for every ticker: ranges, trend, momentum, Hurst, gamma. */
export function FeatureGrid() {
  const { t } = useTranslation('site');
  return (
    <section className="landing-section" aria-labelledby="landing-features">
      <span className="site-eyebrow">{t('landing.features.eyebrow')}</span>
      <h2 id="landing-features">{t('landing.features.title')}</h2>
      <p className="site-lead landing-section__lead">{t('landing.features.lead')}</p>
      <div className="feature-grid">
        {FEATURES.map((f) => (
          <FeatureCard key={f.id} eyebrow={t(`landing.features.${f.id}.eyebrow`)} title={t(`landing.features.${f.id}.title`)} text={t(`landing.features.${f.id}.text`)} figure={f.figure} />
        ))}
      </div>
    </section>
  );
}
