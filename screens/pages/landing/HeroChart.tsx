import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { demoPrices, linePath, rangeBand, scaler } from './demoSeries';

const W = 640;
const H = 320;
const N = 120;

/** Real closes and today's short-term range (from /api/public/freeTickers). */
export interface HeroChartLive {
  closes: readonly number[];
  lower: number;
  upper: number;
}

/** Label positions from top to bottom, at least `gap` apart and inside [min, max]. */
function spread(ys: readonly number[], gap: number, min: number, max: number): [number, number, number] {
  const out = [...ys];
  for (let i = 1; i < out.length; i++) out[i] = Math.max(out[i] ?? 0, (out[i - 1] ?? 0) + gap);
  const overflow = (out[out.length - 1] ?? 0) - max;
  if (overflow > 0) for (let i = 0; i < out.length; i++) out[i] = (out[i] ?? 0) - overflow;
  out[0] = Math.max(out[0] ?? 0, min);
  for (let i = 1; i < out.length; i++) out[i] = Math.max(out[i] ?? 0, (out[i - 1] ?? 0) + gap);
  return [out[0] ?? 0, out[1] ?? 0, out[2] ?? 0];
}

/**
 * The hero chart: the closes of a free ticker with today's volatility range across it, or, until
 * those arrive, an illustration of a price path inside its range. The range ends are labelled.
 */
export function HeroChart({ live }: { live?: HeroChartLive | undefined }) {
  const { t, i18n } = useTranslation('site');
  const data = useMemo(() => {
    const prices = live ? [...live.closes] : demoPrices(11, N, 100, 0.0012, 0.0065);
    const n = prices.length;
    const band = live ? { upper: prices.map(() => live.upper), lower: prices.map(() => live.lower) } : rangeBand(prices, 20, 2.2);
    const s = scaler([...band.upper, ...band.lower, ...prices], W - 120, H, 16);
    const x = (i: number): number => s.x(i, n);
    const area = `${linePath(band.upper, x, s.y)} ${band.lower.map((v, i) => `L${x(n - 1 - i).toFixed(1)} ${s.y(band.lower[n - 1 - i] ?? v).toFixed(1)}`).join(' ')} Z`;
    const last = { price: prices[n - 1] ?? 0, upper: band.upper[n - 1] ?? 0, lower: band.lower[n - 1] ?? 0 };
    return { prices, band, s, x, area, last, n };
  }, [live]);
  const fmt = new Intl.NumberFormat(i18n.language === 'de' ? 'de-DE' : 'en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const { s, x, last } = data;
  const position = Math.round(((last.price - last.lower) / (last.upper - last.lower)) * 100);
  const labelX = W - 112;
  const labels = spread([s.y(last.upper), s.y(last.price), s.y(last.lower)], 34, 20, H - 20);
  return (
    <svg className="hero-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('landing.hero.chartLabel', { position })}>
      <defs>
        <linearGradient id="hero-band" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#22c55e" stopOpacity="0.16" />
          <stop offset="50%" stopColor="#2563eb" stopOpacity="0.06" />
          <stop offset="100%" stopColor="#f43f5e" stopOpacity="0.16" />
        </linearGradient>
      </defs>
      {[0.2, 0.4, 0.6, 0.8].map((f) => <line key={f} x1="16" x2={W - 120} y1={H * f} y2={H * f} stroke="#1c2431" strokeWidth="1" />)}
      <path d={data.area} fill="url(#hero-band)" />
      <path d={linePath(data.band.upper, x, s.y)} fill="none" stroke="#22c55e" strokeWidth="1.5" strokeDasharray="5 4" />
      <path d={linePath(data.band.lower, x, s.y)} fill="none" stroke="#f43f5e" strokeWidth="1.5" strokeDasharray="5 4" />
      <path d={linePath(data.prices, x, s.y)} fill="none" stroke="#e9edf3" strokeWidth="2" strokeLinejoin="round" />
      <circle cx={x(data.n - 1)} cy={s.y(last.price)} r="4.5" fill="#7cb0ff" stroke="#040609" strokeWidth="2" />
      <g fontSize="12" fontFamily="inherit">
        <text x={labelX} y={labels[0] - 4} fill="#86efac">{t('landing.hero.upper')}</text>
        <text x={labelX} y={labels[0] + 12} fill="#e9edf3" fontWeight="600">{fmt.format(last.upper)}</text>
        <text x={labelX} y={labels[1] - 4} fill="#bfdbfe">{t('landing.hero.last')}</text>
        <text x={labelX} y={labels[1] + 12} fill="#e9edf3" fontWeight="600">{fmt.format(last.price)}</text>
        <text x={labelX} y={labels[2] - 4} fill="#fda4af">{t('landing.hero.lower')}</text>
        <text x={labelX} y={labels[2] + 12} fill="#e9edf3" fontWeight="600">{fmt.format(last.lower)}</text>
      </g>
    </svg>
  );
}
