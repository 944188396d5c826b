import { useTranslation } from 'react-i18next';

/** A half gauge from 0 to 1 with 0.5 (random walk) in the middle and the exponent's needle. */
export function HurstGauge({ value = 0.62 }: { value?: number }) {
  const { t, i18n } = useTranslation('site');
  const angle = Math.PI * (1 - value);
  const cx = 140;
  const cy = 96;
  const r = 72;
  const nx = cx + Math.cos(angle) * (r - 10);
  const ny = cy - Math.sin(angle) * (r - 10);
  const nf = new Intl.NumberFormat(i18n.language === 'de' ? 'de-DE' : 'en-US', { minimumFractionDigits: 1 });
  const shown = nf.format(value);
  return (
    <svg viewBox="0 0 280 120" role="img" aria-label={t('landing.features.hurst.figure', { value: shown })}>
      <path d={`M${cx - r} ${cy} A${r} ${r} 0 0 1 ${cx} ${cy - r}`} fill="none" stroke="#38bdf8" strokeWidth="10" opacity="0.5" />
      <path d={`M${cx} ${cy - r} A${r} ${r} 0 0 1 ${cx + r} ${cy}`} fill="none" stroke="#22c55e" strokeWidth="10" opacity="0.6" />
      <line x1={cx} y1={cy} x2={nx} y2={ny} stroke="#e9edf3" strokeWidth="3" strokeLinecap="round" />
      <circle cx={cx} cy={cy} r="5" fill="#e9edf3" />
      <g fontSize="11" fill="#96a0b0">
        <text x={cx - r} y={cy + 18} textAnchor="middle">0</text>
        <text x={cx} y={cy - r - 8} textAnchor="middle">{nf.format(0.5)}</text>
        <text x={cx + r} y={cy + 18} textAnchor="middle">1</text>
        <text x="12" y="16">{t('landing.features.hurst.meanReverting')}</text>
        <text x="268" y="16" textAnchor="end">{t('landing.features.hurst.trending')}</text>
      </g>
      <text x={cx} y={cy + 20} fontSize="14" fontWeight="700" fill="#e9edf3" textAnchor="middle">H = {shown}</text>
    </svg>
  );
}
