import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Modal } from '../../../engine/ui';
import { TICKER_RULES } from '../../../product/tickerAccess';
import type { DetailFormat } from '../model/detailFormat';
import type { AssetData } from '../../../contracts';
import { teaserMock } from '../model/teaserMock';
import { PERFORMANCE_FIELDS } from './RowTables';
import { DetailCard, Signed } from './common';

export interface RevealPanelProps {
  asset: AssetData;
  f: DetailFormat;
  /** Crypto needs the Crypto module; without it Reveal is disabled. */
  canReveal: boolean;
  /** EOD requests left this month (-1 unknown). */
  remaining: number;
  source: string;
  onReveal(addToPortfolio: boolean): Promise<void>;
}

/**
 * An unrevealed ticker (document 2 section 2): the preview card with the price, a blurred teaser
 * of mock data with a warning not to act on it, and 'Reveal Data' with 'Add to Portfolio'.
 * Revealing asks to confirm that one EOD request is used; the ticker then stays active 30 days.
 */
export function RevealPanel({ asset, f, canReveal, remaining, source, onReveal }: RevealPanelProps) {
  const { t } = useTranslation('detail');
  const [addToPortfolio, setAddToPortfolio] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const mock = teaserMock(asset.ticker, asset.latestPrice);

  const reveal = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      await onReveal(addToPortfolio);
    } catch {
      // The error catalogue shows why (429: no EOD requests left); the button is ready again.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="detail-reveal" data-testid="detail-reveal">
      <DetailCard id="detail-preview" title={t('reveal.previewTitle')} foot={source} className="detail-price">
        <div className="detail-price__quote">
          <strong className="detail-price__last" data-testid="detail-last-price">{f.price(asset.latestPrice, asset.ticker, asset.type)}</strong>
          <span className="detail-muted">{asset.currency}</span>
          <Signed value={asset.daily_percentChange} text={f.signedPercent(asset.daily_percentChange)} />
        </div>
        <p className="detail-muted">{t('reveal.lead', { ticker: asset.ticker })}</p>
        <div className="detail-reveal__actions">
          <button type="button" className="button button--primary" disabled={busy || !canReveal} onClick={() => setConfirming(true)}>
            {busy ? t('reveal.wait') : t('reveal.button')}
          </button>
          <label className="detail-check">
            <input type="checkbox" checked={addToPortfolio} disabled={busy} onChange={(e) => setAddToPortfolio(e.target.checked)} />
            {t('reveal.addToPortfolio')}
          </label>
        </div>
        {!canReveal && (
          <p className="detail-note" data-testid="detail-reveal-crypto">
            {t('reveal.cryptoNeeded')} <Link to="/join/crypto-subscription">{t('reveal.cryptoLink')}</Link>
          </p>
        )}
        <p className="detail-note">{t('reveal.allowance', { count: remaining < 0 ? 0 : remaining, days: TICKER_RULES.activeDays })}</p>
      </DetailCard>
      <section className="detail-card detail-teaser" aria-labelledby="detail-teaser-title">
        <header className="detail-card__head"><h2 id="detail-teaser-title" className="detail-card__title">{t('reveal.teaserTitle')}</h2></header>
        <p className="detail-teaser__warning" role="note">{t('reveal.mockWarning')}</p>
        <div className="detail-teaser__blur" aria-hidden="true" data-testid="detail-teaser-mock">
          <dl className="detail-pairs">
            <div><dt>{t('price.rangeLow')}</dt><dd>{f.range(mock.lower)}</dd></div>
            <div><dt>{t('price.rangeHigh')}</dt><dd>{f.range(mock.upper)}</dd></div>
            <div><dt>{t('price.trend')}</dt><dd>{t(`trend.${mock.trend}`)}</dd></div>
            <div><dt>{t('price.momentum')}</dt><dd>{t(`momentum.${mock.momentum}`)}</dd></div>
            <div><dt>{t('position.percent')}</dt><dd>{f.percent(mock.position, 0)}</dd></div>
            <div><dt>{t('hurst.3Mo')}</dt><dd>{f.number(mock.hurst, 3)}</dd></div>
          </dl>
          <table className="detail-table detail-table--cols">
            <thead><tr>{PERFORMANCE_FIELDS.map((k) => <th key={k}>{t(`performance.${k}`)}</th>)}</tr></thead>
            <tbody><tr>{mock.performance.map((v, i) => <td key={PERFORMANCE_FIELDS[i]}>{f.signedPercent(v)}</td>)}</tr></tbody>
          </table>
        </div>
      </section>
      {confirming && (
        <Modal
          title={t('reveal.confirmTitle', { ticker: asset.ticker })}
          role="alertdialog"
          onClose={() => setConfirming(false)}
          actions={(
            <>
              <button type="button" className="button" onClick={() => setConfirming(false)}>{t('cancel')}</button>
              <button type="button" className="button button--primary" data-autofocus onClick={() => void reveal()}>{t('reveal.confirm')}</button>
            </>
          )}
        >
          <p>{t('reveal.confirmText', { ticker: asset.ticker, requests: TICKER_RULES.activationCost, days: TICKER_RULES.activeDays })}</p>
          {addToPortfolio && <p>{t('reveal.confirmAdd')}</p>}
        </Modal>
      )}
    </div>
  );
}
