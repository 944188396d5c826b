import { useTranslation } from 'react-i18next';

const VALUES = [-0.4, -0.7, -0.5, -0.2, 0.1, 0.3, 0.2, 0.5, 0.8, 0.6, 0.9, 1, 0.7, 0.4];

/** A momentum histogram that turns from negative to positive. */
export function MomentumBars() {
  const { t } = useTranslation('site');
  const zero = 64;
  return (
    <svg viewBox="0 0 280 120" role="img" aria-label={t('landing.features.momentum.figure')}>
      <line x1="12" x2="268" y1={zero} y2={zero} stroke="#2a3445" />
      {VALUES.map((v, i) => {
        const h = Math.abs(v) * 44;
        return <rect key={i} x={18 + i * 18} y={v >= 0 ? zero - h : zero} width="12" height={h} rx="2" fill={v >= 0 ? '#22c55e' : '#f43f5e'} opacity={0.55 + Math.abs(v) * 0.45} />;
      })}
      <text x="268" y="112" fontSize="11" fill="#96a0b0" textAnchor="end">{t('landing.ratings.improving')}</text>
    </svg>
  );
}
