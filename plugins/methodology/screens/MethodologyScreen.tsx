import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { METHODOLOGY_BASE_PATH } from '../../../product/methodologyRules';
import { MetricExplanation } from '../components/MetricExplanation';
import { pageParams } from '../logic/pageParams';
import '../methodology.css';

/** /help/methodology/{metric}?asOf=…&ticker=…&value=… : one metric explained, with the number the user came from. */
export default function MethodologyScreen() {
  const { t } = useTranslation('methodology');
  const { metric } = useParams();
  const [search] = useSearchParams();
  const params = pageParams(metric, search);
  return (
    <section className="shell-screen" data-testid="methodology-screen">
      {params.metric ? (
        <MetricExplanation metric={params.metric} asOf={params.asOf} ticker={params.ticker} value={params.value} />
      ) : (
        <p role="alert" data-testid="methodology-not-found">{t('notFound', { metric: params.requested })}</p>
      )}
      <p><Link to={METHODOLOGY_BASE_PATH}>{t('allMetrics')}</Link></p>
    </section>
  );
}
