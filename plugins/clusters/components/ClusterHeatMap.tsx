import { useMemo, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFormat } from '../../../engine/ui';
import { detailPath } from '../../tickerDetail';
import { dendrogramLayout } from '../logic/dendrogramLayout';
import { cssColor, heatImage } from '../logic/heatImage';
import { DETAIL_CALLER } from './TickerLink';
import type { ClusterAnswer } from '../../../contracts';

const MAP_SIZE = 640;
const DENDROGRAM_HEIGHT = 110;
const LABEL_WIDTH = 96;
/** Row labels are drawn (and clickable) from this cell size up; below, the cluster list opens the tickers. */
const MIN_LABEL_CELL = 9;

/** The clustered heat map: the dendrogram above, the correlations in its order, the tickers at the left. */
export function ClusterHeatMap({ answer }: { answer: ClusterAnswer }) {
  const { t } = useTranslation('clusters');
  const f = useFormat();
  const navigate = useNavigate();
  const { order, correlations, universe } = answer;
  const n = order.length;
  const cell = Math.min(18, MAP_SIZE / Math.max(1, n));
  const side = cell * n;
  const labels = cell >= MIN_LABEL_CELL;
  const left = labels ? LABEL_WIDTH : 4;
  const image = useMemo(() => heatImage(correlations, order), [correlations, order]);
  const layout = useMemo(() => dendrogramLayout(answer.merges, order, cell, DENDROGRAM_HEIGHT, answer.cutHeight), [answer.merges, order, cell, answer.cutHeight]);
  const [hover, setHover] = useState<{ row: number; column: number } | null>(null);
  const onMove = (event: MouseEvent<SVGImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const column = Math.floor(((event.clientX - box.left) / box.width) * n);
    const row = Math.floor(((event.clientY - box.top) / box.height) * n);
    setHover(row >= 0 && row < n && column >= 0 && column < n ? { row, column } : null);
  };
  const tickerAt = (position: number): string => universe.tickers[order[position]!]!;
  const hovered = hover && correlations[order[hover.row]!]?.[order[hover.column]!];
  return (
    <figure className="cl-figure" data-testid="cl-heat-map">
      <figcaption className="cl-figure__caption">{t('heatMap.title')}</figcaption>
      <svg
        className="cl-heat-svg" width={left + side + 4} height={DENDROGRAM_HEIGHT + side + 4} role="group"
        aria-label={t('heatMap.description', { count: n })}
      >
        <g transform={`translate(${left} 2)`} className="cl-dendrogram" data-testid="cl-dendrogram" aria-hidden="true">
          {layout.paths.map((d, i) => <path key={i} d={d} />)}
          {layout.cutY !== null && <line className="cl-cut" x1={0} x2={side} y1={layout.cutY} y2={layout.cutY} />}
        </g>
        <image
          href={image} x={left} y={DENDROGRAM_HEIGHT + 2} width={side} height={side} preserveAspectRatio="none"
          className="cl-heat-image" onMouseMove={onMove} onMouseLeave={() => setHover(null)}
        />
        {labels && order.map((row, position) => {
          const ticker = universe.tickers[row]!;
          const path = detailPath(ticker, DETAIL_CALLER.clusters);
          return (
            <a key={ticker} href={path} onClick={(e) => { e.preventDefault(); navigate(path); }} data-ticker={ticker}>
              <text x={left - 4} y={DENDROGRAM_HEIGHT + 2 + (position + 0.5) * cell} className="cl-heat-label" style={{ fontSize: Math.min(12, cell - 1) }}>{ticker}</text>
            </a>
          );
        })}
      </svg>
      <div className="cl-heat-foot">
        <span className="cl-legend" aria-hidden="true">
          <span>−1</span><span className="cl-legend__bar" style={{ background: `linear-gradient(to right, ${cssColor(-1)}, ${cssColor(0)}, ${cssColor(1)})` }} /><span>+1</span>
        </span>
        <span className="muted" aria-live="polite" data-testid="cl-hover">
          {hover && typeof hovered === 'number' ? t('heatMap.cell', { a: tickerAt(hover.row), b: tickerAt(hover.column), value: f.number(hovered, 3) }) : t('heatMap.hint')}
        </span>
      </div>
    </figure>
  );
}
