import { useTranslation } from 'react-i18next';

const ROWS = [
  { ticker: 'SPY', state: 'bullish', color: '#22c55e', d: 'M0 14 L10 10 L20 11 L30 5 L40 2' },
  { ticker: 'TLT', state: 'neutral', color: '#eab308', d: 'M0 8 L10 10 L20 6 L30 9 L40 8' },
  { ticker: 'USO', state: 'bearish', color: '#f43f5e', d: 'M0 2 L10 5 L20 4 L30 10 L40 14' },
] as const;

/** Three tickers with their trend rating: bullish, neutral, bearish. */
export function TrendRatings() {
  const { t } = useTranslation('site');
  return (
    <svg viewBox="0 0 280 120" role="img" aria-label={t('landing.features.trend.figure')}>
      {ROWS.map((r, i) => (
        <g key={r.ticker} transform={`translate(16 ${14 + i * 34})`}>
          <rect width="248" height="26" rx="6" fill="#0f141d" stroke="#1c2431" />
          <text x="12" y="17" fontSize="12" fontWeight="700" fill="#e9edf3">{r.ticker}</text>
          <path d={r.d} transform="translate(64 5)" fill="none" stroke={r.color} strokeWidth="2" strokeLinecap="round" />
          <rect x="150" y="5" width="88" height="16" rx="8" fill={r.color} opacity="0.16" />
          <text x="194" y="17" fontSize="11" fontWeight="600" fill={r.color} textAnchor="middle">{t(`landing.ratings.${r.state}`)}</text>
        </g>
      ))}
    </svg>
  );
}
