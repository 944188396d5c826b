import { useTranslation } from 'react-i18next';

const BARS = [-0.35, -0.9, -0.55, -0.3, -0.15, 0.1, 0.25, 0.45, 1, 0.6, 0.3, 0.15];

/** Gamma exposure by strike with the put wall, the gamma flip and the call wall. */
export function GammaLevels() {
  const { t } = useTranslation('site');
  const zero = 62;
  const x = (i: number): number => 20 + i * 20;
  return (
    <svg viewBox="0 0 280 120" role="img" aria-label={t('landing.features.gamma.figure')}>
      <line x1="12" x2="268" y1={zero} y2={zero} stroke="#2a3445" />
      {BARS.map((v, i) => {
        const h = Math.abs(v) * 40;
        return <rect key={i} x={x(i)} y={v >= 0 ? zero - h : zero} width="14" height={h} rx="2" fill={v >= 0 ? '#38bdf8' : '#a78bfa'} opacity="0.8" />;
      })}
      <line x1={x(1) + 7} x2={x(1) + 7} y1="14" y2="108" stroke="#f43f5e" strokeDasharray="3 3" />
      <line x1={x(4) + 17} x2={x(4) + 17} y1="14" y2="108" stroke="#f59e0b" strokeDasharray="3 3" />
      <line x1={x(8) + 7} x2={x(8) + 7} y1="14" y2="108" stroke="#22c55e" strokeDasharray="3 3" />
      <g fontSize="10" fontWeight="600">
        <text x={x(1) + 7} y="10" fill="#fda4af" textAnchor="middle">{t('landing.features.gamma.putWall')}</text>
        <text x={x(4) + 17} y="118" fill="#fcd34d" textAnchor="middle">{t('landing.features.gamma.flip')}</text>
        <text x={x(8) + 7} y="10" fill="#86efac" textAnchor="middle">{t('landing.features.gamma.callWall')}</text>
      </g>
    </svg>
  );
}
