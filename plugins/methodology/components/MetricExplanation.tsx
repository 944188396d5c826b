import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../engine/ui';
import { METHODOLOGY_SECTIONS, METHODOLOGY_VERSION, type MethodologyMetric } from '../../../product/methodologyRules';

export interface MetricExplanationProps {
  metric: MethodologyMetric;
  asOf: string | null;
  ticker: string | null;
  value: string | null;
}

/**
 * One metric explained (docs/methodology.md in the user's language): what it says, the number the
 * user came from (as-of date, ticker, value), the formula, the parameters, the data and the
 * methodology version.
 */
export function MetricExplanation({ metric, asOf, ticker, value }: MetricExplanationProps) {
  const { t } = useTranslation('methodology');
  const f = useFormat();
  const key = `metrics.${metric}`;
  const parameters = t(`${key}.parameters`, { returnObjects: true }) as unknown;
  const list = Array.isArray(parameters) ? parameters.filter((p): p is string => typeof p === 'string') : [];
  return (
    <article className="rs-methodology" data-testid="methodology-page" data-metric={metric}>
      <header className="shell-screen__head">
        <h1 className="shell-screen__title">{t('pageTitle', { name: t(`${key}.name`) })}</h1>
        <p className="muted">{t(`${key}.summary`)}</p>
        <p className="rs-methodology__version" data-testid="methodology-version">{t('version', { version: METHODOLOGY_VERSION })}</p>
      </header>
      <section aria-labelledby="methodology-value">
        <h2 id="methodology-value">{t('valueOnScreen')}</h2>
        <dl className="rs-methodology__facts">
          <dt>{t('asOf')}</dt>
          <dd data-testid="methodology-as-of">{asOf ? <time dateTime={asOf}>{f.date(asOf)}</time> : t('asOfMissing')}</dd>
          {ticker ? <><dt>{t('ticker')}</dt><dd data-testid="methodology-ticker">{ticker}</dd></> : null}
          {value ? <><dt>{t('value')}</dt><dd data-testid="methodology-value">{value}</dd></> : null}
        </dl>
      </section>
      <section aria-labelledby="methodology-formula">
        <h2 id="methodology-formula">{t('formula')}</h2>
        <p className="rs-methodology__formula"><code>{t(`${key}.formula`)}</code></p>
      </section>
      <section aria-labelledby="methodology-parameters">
        <h2 id="methodology-parameters">{t('parameters')}</h2>
        <ul>{list.map((p) => <li key={p}>{p}</li>)}</ul>
      </section>
      <section aria-labelledby="methodology-data">
        <h2 id="methodology-data">{t('data')}</h2>
        <p>{t(`${key}.data`)}</p>
        <p className="muted">{t('source', { section: METHODOLOGY_SECTIONS[metric] })}</p>
      </section>
    </article>
  );
}
