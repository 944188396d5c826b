import type { VolSeries } from '../../../contracts';

export interface VolSparklineProps {
  series: VolSeries;
  showIv: boolean;
  label: string;
  ivName: string;
  rvName: string;
}

const W = 280;
const H = 64;
const PAD = 4;

/** The path of one series scaled to the box; gaps (null) break the line. */
export function sparkPath(values: readonly (number | null)[], min: number, max: number): string {
  const span = max - min || 1;
  const step = values.length > 1 ? (W - 2 * PAD) / (values.length - 1) : 0;
  let d = '';
  let pen = false;
  values.forEach((v, i) => {
    if (v === null || !Number.isFinite(v)) {
      pen = false;
      return;
    }
    const x = PAD + i * step;
    const y = H - PAD - ((v - min) / span) * (H - 2 * PAD);
    d += `${pen ? 'L' : 'M'}${x.toFixed(1)},${y.toFixed(1)}`;
    pen = true;
  });
  return d;
}

/** The implied and realised volatility of the last sessions as two small lines (IV only for Premium). */
export function VolSparkline({ series, showIv, label, ivName, rvName }: VolSparklineProps) {
  const values = [...series.rv, ...(showIv ? series.iv : [])].filter((v): v is number => v !== null && Number.isFinite(v));
  if (values.length === 0) return null;
  const min = Math.min(...values);
  const max = Math.max(...values);
  return (
    <figure className="detail-spark">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} preserveAspectRatio="none">
        {showIv && <path d={sparkPath(series.iv, min, max)} className="detail-spark__iv" fill="none" />}
        <path d={sparkPath(series.rv, min, max)} className="detail-spark__rv" fill="none" />
      </svg>
      <figcaption className="detail-spark__legend">
        {showIv && <span className="detail-spark__key detail-spark__key--iv">{ivName}</span>}
        <span className="detail-spark__key detail-spark__key--rv">{rvName}</span>
      </figcaption>
    </figure>
  );
}
