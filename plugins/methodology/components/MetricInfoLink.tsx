import { useTranslation } from 'react-i18next';
import { InfoLink } from '../../../engine/list';
import { methodologyPath, type MethodologyLinkParams, type MethodologyMetric } from '../../../product/methodologyRules';

export interface MetricInfoLinkProps extends MethodologyLinkParams {
  metric: MethodologyMetric;
  /** What the number is called where it is shown (the link's accessible name). */
  label: string;
}

/**
 * The "ⓘ" beside a number or a column heading on any screen: the metric's methodology page with the
 * as-of date of the data on screen (and, for one value, its ticker and the value as shown).
 *
 * @example <MetricInfoLink metric="iv-rank" label="IV rank" asOf={answer.asOfDate} />
 */
export function MetricInfoLink({ metric, label, ...params }: MetricInfoLinkProps) {
  const { t } = useTranslation('engine');
  const value = params.value === '–' ? null : params.value;
  return <InfoLink href={methodologyPath(metric, { ...params, value })} label={t('list.info', { label })} />;
}
