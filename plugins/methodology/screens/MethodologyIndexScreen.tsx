import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { METHODOLOGY_METRICS, METHODOLOGY_VERSION, methodologyPath } from '../../../product/methodologyRules';
import '../methodology.css';

/** /help/methodology: every metric that has a page, and the methodology version. */
export default function MethodologyIndexScreen() {
  const { t } = useTranslation('methodology');
  return (
    <section className="shell-screen" data-testid="methodology-index">
      <header className="shell-screen__head">
        <h1 className="shell-screen__title">{t('indexTitle')}</h1>
        <p className="muted">{t('indexIntro')}</p>
        <p className="rs-methodology__version">{t('version', { version: METHODOLOGY_VERSION })}</p>
      </header>
      <ul className="rs-methodology__index">
        {METHODOLOGY_METRICS.map((metric) => (
          <li key={metric}><Link to={methodologyPath(metric)}>{t(`metrics.${metric}.name`)}</Link></li>
        ))}
      </ul>
    </section>
  );
}
