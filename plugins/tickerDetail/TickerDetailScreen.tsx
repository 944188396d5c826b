import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { detailPath } from './search/tickerSearch';
import { useEngine, useDisplaySettings, useFormat } from '../../engine/ui';
import { ACCOUNT_RULES } from '../../product/accountRules';
import { hasPermission } from '../../product/permissionModules';
import { addToList, listOptions } from './addToList';
import { chartTheme } from './chart/chartTheme';
import { DetailApiProvider, useDetailApi, useHttpDetailApi } from './data/DetailApiContext';
import { isMarketLoading } from './data/detailApi';
import { useLoadable } from './data/useLoadable';
import { useMediaQuery } from '../../engine/list';
import { DetailOverview } from './DetailOverview';
import { RecentChangesView, SplitErrorView } from './DetailViews';
import { canReveal, canSeePremium, displayTicker, isCryptoTicker } from './model/assetKind';
import { backPath, callerList, LIST_PARAM, neighbours, RECENT_CHANGES_VIEW, VIEW_PARAM } from './model/callers';
import { detailFormat } from './model/detailFormat';
import { detailView, hasRecentChanges } from './model/detailState';
import { sourceLine } from './model/sourceLine';
import { AddToListMenu } from './parts/AddToListMenu';
import { DetailHeader } from './parts/DetailHeader';
import { DetailMessage } from './parts/DetailMessage';
import { RealtimeButton } from './parts/RealtimeButton';
import { RevealPanel } from './parts/RevealPanel';
import { ReportBadData } from './parts/ReportBadData';
import { isTickerSymbol } from '../../product/tickerSymbols';
import { balancesOf, setBalances } from '../billing';
import { QuickAlertButton } from '../alerts';
import type { AssetData, SessionUser } from '../../contracts';
import './detail.css';

/** While the market's first snapshot is computed (503), the page asks again this often. */
export const MARKET_RETRY_MS = 5000;

/** /dashboard/detail/{ticker}/{caller}: the ticker detail page (document 2 section 2). */
const TickerDetailScreen = observer(function TickerDetailScreen() {
  const api = useHttpDetailApi();
  const { ticker = '' } = useParams();
  return (
    <DetailApiProvider api={api}>
      <DetailPage key={ticker.trim().toUpperCase()} />
    </DetailApiProvider>
  );
});

export default TickerDetailScreen;

const DetailPage = observer(function DetailPage() {
  const { t } = useTranslation(['detail', 'common']);
  const { session, data, ui } = useEngine();
  const detailApi = useDetailApi();
  const params = useParams();
  const [search] = useSearchParams();
  const ticker = (params.ticker ?? '').trim().toUpperCase();
  const caller = params.tab;
  const listName = search.get(LIST_PARAM);
  const wantsRecent = search.get(VIEW_PARAM) === RECENT_CHANGES_VIEW;
  const { language } = useFormat();
  const f = useMemo(() => detailFormat(language), [language]);
  const display = useDisplaySettings();
  const compact = useMediaQuery('(max-width: 599px)');
  const theme = useMemo(() => chartTheme(display.dark, display.colorblind), [display.dark, display.colorblind]);
  // A route that is no ticker symbol at all ('SPY!', 'BRK B') is an unknown ticker, not a failed load.
  const [loaded, reload] = useLoadable(`asset|${ticker}`, (signal) => (isTickerSymbol(ticker) ? detailApi.asset(ticker, signal) : Promise.resolve(null)));
  const [override, setOverride] = useState<AssetData | null>(null);
  const marketLoading = loaded.status === 'error' && isMarketLoading(loaded.error);
  useEffect(() => {
    if (!marketLoading) return;
    const timer = setTimeout(reload, MARKET_RETRY_MS);
    return () => clearTimeout(timer);
  }, [marketLoading, reload]);

  const asset = override ?? (loaded.status === 'ready' ? loaded.data : null);
  const crypto = isCryptoTicker(ticker, asset?.type);
  const modules = session.modules;
  const premium = canSeePremium(modules);
  const view = detailView(asset);
  const showRecent = view === 'ready' && hasRecentChanges(asset, crypto);
  const user = session.user as SessionUser | null;
  const walkList = user ? callerList(caller, ticker, user, listName) : null;
  const walkAt = walkList ? neighbours(walkList.tickers, ticker) : null;
  const query = (extra: Record<string, string>): string => {
    const q = new URLSearchParams({ ...(listName ? { [LIST_PARAM]: listName } : {}), ...extra }).toString();
    return q ? `?${q}` : '';
  };
  const pathOf = (other: string): string => (caller ? detailPath(other, caller) : `/dashboard/detail/${encodeURIComponent(other)}`) + query({});
  const source = asset ? sourceLine(asset, t, f) : undefined;
  const balances = balancesOf(session.user);
  const remaining = balances.tickersPerMonth < 0 ? -1 : Math.max(0, balances.tickersPerMonth - Math.max(0, balances.tickersInLastMonth));

  const reveal = async (addToPortfolio: boolean) => {
    const answer = await detailApi.activate([ticker]);
    setBalances(session, { tickersInLastMonth: answer.tickersInLastMonth, tickersPerMonth: answer.tickersPerMonth, tokenBalance: answer.tokenBalance });
    if (addToPortfolio) {
      try {
        await addToList(data.request, session, crypto ? { kind: 'cryptoList' } : { kind: 'portfolio' }, ticker);
      } catch {
        ui.showAlert({ key: 'detail:addTo.failed', params: { ticker, list: t('addTo.portfolio') } });
      }
    }
    setOverride(await detailApi.asset(ticker));
  };

  const loadRealtime = async () => {
    const answer = await detailApi.realtime(ticker);
    setBalances(session, { tokenBalance: answer.tokenBalance });
    const row = answer.rtTickers.find((r) => r.ticker === ticker);
    if (row) setOverride(row);
  };

  let content;
  if (marketLoading) content = <DetailMessage kind="marketLoading" ticker={ticker} />;
  else if (loaded.status === 'error' && !override) content = <DetailMessage kind="failed" ticker={ticker} onRetry={reload} />;
  else if (loaded.status === 'loading' && !override) content = <p className="detail-box-state" role="status">{t('loading')}</p>;
  else if (!asset || view === 'unknown') content = <DetailMessage kind="unknown" ticker={ticker} />;
  else if (view === 'preview') {
    content = <RevealPanel asset={asset} f={f} canReveal={canReveal(ticker, modules)} remaining={remaining} source={source ?? ''} onReveal={reveal} />;
  } else if (view === 'splitError') content = <SplitErrorView asset={asset} theme={theme} compact={compact} source={source ?? ''} />;
  else if (wantsRecent && showRecent) content = <RecentChangesView ticker={ticker} f={f} source={source ?? ''} portfolioSize={user?.dashboardList?.includedTicker?.length ?? 0} />;
  else {
    const actions = (
      <>
        <AddToListMenu
          ticker={ticker}
          options={listOptions(user, ticker, crypto)}
          onAdd={(option) => addToList(data.request, session, option.target, ticker)}
        />
        <RealtimeButton ticker={ticker} tokenBalance={balances.tokenBalance} noRealtime={asset.noRealtime === true} onLoad={loadRealtime} />
        <QuickAlertButton ticker={ticker} />
      </>
    );
    content = (
      <DetailOverview
        asset={asset} f={f} crypto={crypto} premium={premium} canOpenVolatility={hasPermission(modules, 'BASIC_OR_PREMIUM')}
        asPercent={session.settings.rangePosAsPercent !== false} theme={theme} compact={compact} source={source ?? ''} actions={actions}
      />
    );
  }

  return (
    <section className="detail" aria-busy={loaded.status === 'loading'}>
      <DetailHeader
        ticker={ticker}
        display={displayTicker(ticker)}
        name={asset?.name}
        exchange={asset?.primaryExchangeShort}
        backTo={backPath(caller, listName)}
        source={source}
        asOf={asset?.asOfDate ? f.date(asset.asOfDate) : null}
        tabs={view === 'ready' ? {
          overview: { search: query({}) },
          recentChanges: showRecent ? { search: query({ [VIEW_PARAM]: RECENT_CHANGES_VIEW }) } : null,
          current: wantsRecent && showRecent ? 'recentChanges' : 'overview',
        } : undefined}
        walk={walkList && walkAt ? { list: walkList.name === ACCOUNT_RULES.defaultDashboardListName ? t('addTo.portfolio') : walkList.name, neighbours: walkAt, pathOf } : null}
      />
      {asset && view !== 'unknown' && <ReportBadData ticker={asset.ticker} />}
      {content}
    </section>
  );
});
