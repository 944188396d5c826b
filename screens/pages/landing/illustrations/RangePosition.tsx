import { useTranslation } from 'react-i18next';

/** A range bar with the price's position on it: 0 % is the lower end, 100 % the upper end. */
export function RangePosition({ position = 72 }: { position?: number }) {
  const { t } = useTranslation('site');
  const x = 20 + (position / 100) * 240;
  return (
    <svg viewBox="0 0 280 120" role="img" aria-label={t('landing.features.ranges.figure', { position })}>
      <defs>
        <linearGradient id="range-bar" x1="0" x2="1">
          <stop offset="0%" stopColor="#f43f5e" />
          <stop offset="50%" stopColor="#eab308" />
          <stop offset="100%" stopColor="#22c55e" />
        </linearGradient>
      </defs>
      <rect x="20" y="54" width="240" height="10" rx="5" fill="url(#range-bar)" opacity="0.85" />
      <line x1={x} x2={x} y1="40" y2="78" stroke="#e9edf3" strokeWidth="2" />
      <circle cx={x} cy="59" r="7" fill="#040609" stroke="#e9edf3" strokeWidth="2" />
      <g fontSize="11" fill="#96a0b0">
        <text x="20" y="96">{t('landing.hero.lower')}</text>
        <text x="260" y="96" textAnchor="end">{t('landing.hero.upper')}</text>
      </g>
      <text x={x} y="30" fontSize="13" fontWeight="700" fill="#e9edf3" textAnchor="middle">{position} %</text>
    </svg>
  );
}
