import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Modal } from '../../../engine/ui';
import type { DetailFormat } from '../model/detailFormat';
import type { AssetData } from '../../../contracts';
import { DetailCard, PremiumLock, Signed } from './common';
import { VolSparkline } from './VolSparkline';
import { MetricInfo } from './MetricInfo';
import type { MethodologyMetric } from '../../../product/methodologyRules';

/** The rows that have a methodology page. */
const ROW_METRICS: Readonly<Record<string, MethodologyMetric>> = { ivPremium: 'iv-premium', ivRank: 'iv-rank', ivPercentile: 'iv-percentile' };

export interface VolatilityCardProps {
  asset: AssetData;
  f: DetailFormat;
  premium: boolean;
  /** BASIC_OR_PREMIUM: the go-to button opens /data/volatility, else the premium-needed dialog. */
  canOpenVolatility: boolean;
  source: string;
}

/**
 * The Volatility table (not for crypto): implied and realised volatility, the IV premium, IV rank
 * and IV percentile, and the series of the last sessions. IV figures are Premium parts.
 */
export function VolatilityCard({ asset, f, premium, canOpenVolatility, source }: VolatilityCardProps) {
  const { t } = useTranslation('detail');
  const navigate = useNavigate();
  const [upsell, setUpsell] = useState(false);
  const vol = asset.volData;
  const rows: { key: string; value: string; sign?: number | null; premium: boolean }[] = [
    { key: 'iv', value: f.vol(vol?.currentIV), premium: true },
    { key: 'rv', value: f.vol(vol?.currentRV), premium: false },
    { key: 'ivPremium', value: f.volPoints(vol?.currentPremium), sign: vol?.currentPremium, premium: true },
    { key: 'ivRank', value: f.number(vol?.currentIVRank, 2), premium: true },
    { key: 'ivPercentile', value: f.number(vol?.currentIVPercentile, 2), premium: true },
  ];
  const goTo = canOpenVolatility
    ? <Link className="button detail-small-button" to="/data/volatility">{t('volatility.goTo')}</Link>
    : <button type="button" className="button detail-small-button" onClick={() => setUpsell(true)}>{t('volatility.goTo')}</button>;
  return (
    <DetailCard id="detail-volatility" title={t('volatility.title')} foot={source} actions={goTo}>
      <table className="detail-table">
        <tbody>
          {rows.filter((r) => premium || !r.premium).map((r) => (
            <tr key={r.key} data-field={r.key}>
              <th scope="row">{t(`volatility.${r.key}`)}{ROW_METRICS[r.key] ? <MetricInfo metric={ROW_METRICS[r.key]!} asset={asset} label={t(`volatility.${r.key}`)} value={r.value} /> : null}</th>
              <td>{r.sign === undefined ? r.value : <Signed value={r.sign} text={r.value} />}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {!premium && <PremiumLock what={t('volatility.ivParts')} />}
      {vol?.series ? (
        <VolSparkline series={vol.series} showIv={premium} label={t('volatility.seriesLabel', { sessions: vol.series.dates.length })} ivName={t('volatility.iv')} rvName={t('volatility.rv')} />
      ) : <p className="detail-muted">{t('volatility.noOptions')}</p>}
      {upsell && (
        <Modal
          title={t('volatility.premiumNeeded')}
          onClose={() => setUpsell(false)}
          actions={(
            <>
              <button type="button" className="button" onClick={() => setUpsell(false)}>{t('cancel')}</button>
              <button type="button" className="button button--primary" onClick={() => navigate('/join/subscriptions')}>{t('premium.upgrade')}</button>
            </>
          )}
        >
          <p>{t('volatility.premiumNeededText')}</p>
        </Modal>
      )}
    </DetailCard>
  );
}
