import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataMethods } from '../../../engine/ui';
import { HOME_RULES } from '../../../product/homeRules';
import { summaryMethods, TopSignalsList, useWidgetData, Widget } from '../../summary';

/** Top 5 bullish and bearish of the user's tickers (the summary's list); premium plans only, else the premium-needed state. */
export function TopMine() {
  const { t } = useTranslation('home');
  const api = useDataMethods(summaryMethods);
  const state = useWidgetData(useCallback(() => api.top('mine'), [api]));
  return (
    <Widget id="top-mine" title={t('top.title', { count: HOME_RULES.topMine })} state={state} errorText={t('top.error')} lines={5}>
      {(answer) => <TopSignalsList answer={answer} caller="home" />}
    </Widget>
  );
}
