/**
 * An alert in words, as the list, the history, the toast and the form's summary show it: the
 * condition ('Price crosses the short-term upper range', 'IV rank above 80', 'Trend rating
 * changes to Trend bullish') and the target ('SPY', 'List TECH', 'Scan Momentum leaders').
 * Texts in locales alerts:condition.* and alerts:target.*; ratings by their table names.
 */
import type { Translate } from '../../../engine/core';
import type { AlertCondition, AlertTarget } from '../../../contracts';

/** A number as the user typed it: no trailing zeros, at most 4 decimals. */
export function plainNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-US', { maximumFractionDigits: 4 }).format(value);
}

export function conditionWords(condition: AlertCondition, t: Translate, language = 'en'): string {
  const n = (value: number) => plainNumber(value, language);
  switch (condition.type) {
    case 'rangeCross': {
      const range = t(`alerts:condition.range.${condition.horizon}.${condition.band}`);
      return condition.withinPercent
        ? t('alerts:condition.rangeWithin', { range, percent: n(condition.withinPercent) })
        : t('alerts:condition.rangeCross', { range });
    }
    case 'ratingChange': {
      const rating = t(`alerts:condition.rating.${condition.rating}`);
      return condition.to === 'any'
        ? t('alerts:condition.ratingAny', { rating })
        : t('alerts:condition.ratingTo', { rating, to: t(`models:signal.${condition.to}`) });
    }
    case 'gammaCross':
      return t(`alerts:condition.gamma.${condition.direction}`, { level: t(`alerts:condition.gammaLevel.${condition.level}`) });
    case 'metricThreshold':
      return t(`alerts:condition.threshold.${condition.direction}`, { subject: t(`alerts:condition.metric.${condition.metric}`), value: n(condition.threshold) });
    case 'scanMembership':
      return t(`alerts:condition.scan.${condition.change}`);
    case 'price':
      return t(`alerts:condition.threshold.${condition.direction}`, { subject: t('alerts:condition.price'), value: n(condition.threshold) });
  }
}

/** The target in words; a saved scan by its title when `scanTitle` knows it. */
export function targetWords(target: AlertTarget, t: Translate, scanTitle: (id: string) => string | undefined = () => undefined): string {
  switch (target.kind) {
    case 'ticker':
      return target.ticker;
    case 'list':
      return t('alerts:target.listNamed', { name: target.listName });
    case 'scan':
      return t('alerts:target.scanNamed', { name: scanTitle(target.scanId) ?? target.scanId });
  }
}

/** A history entry's value or level as shown: numbers in the user's format, ratings by name. */
export function observedWords(value: number | string | null, t: Translate, language = 'en'): string {
  if (value === null) return '';
  if (typeof value === 'number') return plainNumber(value, language);
  return t(`models:signal.${value}`, { defaultValue: value });
}
