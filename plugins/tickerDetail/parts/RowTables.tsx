import { useTranslation } from 'react-i18next';
import type { DetailFormat } from '../model/detailFormat';
import type { AssetData } from '../../../contracts';
import { DetailCard, Signed } from './common';

export const PERFORMANCE_FIELDS = ['previousDay', 'wtd', 'mtd', 'qtd', 'ytd'] as const;
export const RELATIVE_VOLUME_FIELDS = ['vsDayPrior', 'vs1M', 'vs3M', 'vs6M', 'vs12M'] as const;

/** Performance Table: Previous Day, WTD, MTD, QTD, YTD as percentages with 2 decimals. */
export function PerformanceTable({ asset, f, source }: { asset: AssetData; f: DetailFormat; source: string }) {
  const { t } = useTranslation('detail');
  return (
    <DetailCard id="detail-performance" title={t('performance.title')} foot={source}>
      <table className="detail-table detail-table--cols">
        <thead>
          <tr>{PERFORMANCE_FIELDS.map((k) => <th key={k} scope="col">{t(`performance.${k}`)}</th>)}</tr>
        </thead>
        <tbody>
          <tr>{PERFORMANCE_FIELDS.map((k) => <td key={k} data-field={k}><Signed value={asset[k]} text={f.signedPercent(asset[k])} /></td>)}</tr>
        </tbody>
      </table>
    </DetailCard>
  );
}

/**
 * Relative Volume Table: the previous day's volume against the day prior and the 1-, 3-, 6- and
 * 12-month averages (ratios); 'No volume' when the volume is absent.
 */
export function RelativeVolumeTable({ asset, f, source }: { asset: AssetData; f: DetailFormat; source: string }) {
  const { t } = useTranslation('detail');
  const volume = asset.relativeVolume;
  const has = typeof volume?.previousDayVolume === 'number' && volume.previousDayVolume > 0;
  return (
    <DetailCard id="detail-volume" title={t('volume.title')} foot={source}>
      {!has || !volume ? (
        <p className="detail-box-state" data-testid="detail-no-volume">{t('volume.none')}</p>
      ) : (
        <>
          <p className="detail-volume__base">{t('volume.previousDay')} <b>{f.whole(volume.previousDayVolume)}</b></p>
          <table className="detail-table detail-table--cols">
            <thead>
              <tr>{RELATIVE_VOLUME_FIELDS.map((k) => <th key={k} scope="col">{t(`volume.${k}`)}</th>)}</tr>
            </thead>
            <tbody>
              <tr>
                {RELATIVE_VOLUME_FIELDS.map((k) => {
                  const v = volume[k];
                  return <td key={k}><Signed value={typeof v === 'number' ? v - 1 : null} text={f.times(v)} /></td>;
                })}
              </tr>
            </tbody>
          </table>
        </>
      )}
    </DetailCard>
  );
}
