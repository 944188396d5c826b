import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QUANT_STRATEGIES } from '../../../contracts';
import { QUANT_STUDIO_RULES } from '../../../product/quantStudioRules';
import { STATISTIC_KEYS } from '../components/StatisticsTable';
import '../quantStudio.css';

/**
 * What members without the Elite module see instead of Quant-Studio: what it does, its strategies
 * and statistics, what a run costs, and the way to the plans. No sample results.
 */
export default function QuantStudioTeaser() {
  const { t } = useTranslation('quantStudio');
  return (
    <section className="shell-screen qs-screen" data-testid="quant-studio-teaser">
      <div className="shell-card qs-teaser" role="region" aria-label={t('teaser.title')}>
        <h1 className="shell-screen__title">{t('teaser.title')}</h1>
        <p>{t('teaser.text', { max: QUANT_STUDIO_RULES.maxTickers, years: QUANT_STUDIO_RULES.maxYears })}</p>
        <p className="qs-teaser__lead">{t('teaser.strategies')}</p>
        <ul>{QUANT_STRATEGIES.map((s) => <li key={s}>{t(`strategy.${s}`)}</li>)}</ul>
        <p className="qs-teaser__lead">{t('teaser.statistics')}</p>
        <p>{STATISTIC_KEYS.map((k) => t(`stats.${k}`)).join(' · ')}</p>
        <p className="muted">{t('teaser.tokens', { count: QUANT_STUDIO_RULES.runTokenCost })}</p>
        <Link className="button button--primary" to="/join/subscriptions">{t('teaser.upgrade')}</Link>
      </div>
    </section>
  );
}
