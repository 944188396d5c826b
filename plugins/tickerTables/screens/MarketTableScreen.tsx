import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataMethods } from '../../../engine/ui';
import { TickerTable } from '../components/TickerTable';
import { assetMethods } from '../state/assetApi';
import { useTablesStores } from '../state/useTablesStores';
import { ScreenFrame } from './ScreenFrame';

/**
 * The read-only market tables (no add, no delete): the crypto market (every crypto ticker of the
 * universe) and the futures list ('Futures Market', the predefined futures codes).
 */
export const MarketTable = observer(function MarketTable({ market }: { market: 'crypto' | 'futures' }) {
  const { t } = useTranslation('tables');
  const assets = useDataMethods(assetMethods);
  const stores = useTablesStores();
  const { lists } = stores;
  const tickers = market === 'crypto' ? lists.cryptoMarket : lists.futures;
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (tickers.length) return;
    assets.universeTickers(market === 'crypto' ? 'CRYPTO.' : '_F').then(
      (found) => (market === 'crypto' ? lists.setCryptoMarket(found) : lists.setFutures(found)),
      () => setFailed(true),
    );
  }, [assets, lists, market, tickers.length]);
  return (
    <ScreenFrame title={market === 'crypto' ? t('crypto.marketTitle') : t('futures.title')} testId={`${market}-screen`}>
      {(model) => (failed && !tickers.length
        ? <p role="alert" className="message message--error">{t('screen.failed')}</p>
        : <TickerTable kind={market === 'crypto' ? 'cryptoMarket' : 'futures'} list={null} tickers={tickers}
          caller={market === 'crypto' ? 'crypto' : 'futures'} model={model} stores={stores}
          exportName={market === 'crypto' ? t('crypto.marketTitle') : t('futures.title')} />)}
    </ScreenFrame>
  );
});
