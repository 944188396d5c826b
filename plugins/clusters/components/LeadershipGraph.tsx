import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFormat } from '../../../engine/ui';
import { detailPath } from '../../tickerDetail';
import { graphLayout, GRAPH_MAX_RELATIONS } from '../logic/graphLayout';
import { DETAIL_CALLER } from './TickerLink';
import type { LeadershipAnswer } from '../../../contracts';

const SIZE = 520;
const NODE_RADIUS = 22;

/** The relations as a graph: an arrow from leader to follower labelled with the lag; a node opens the ticker. */
export function LeadershipGraph({ answer }: { answer: LeadershipAnswer }) {
  const { t } = useTranslation('clusters');
  const f = useFormat();
  const navigate = useNavigate();
  const marker = useId().replace(/:/g, '');
  const { nodes, edges } = graphLayout(answer.relations, SIZE, NODE_RADIUS);
  return (
    <figure className="cl-figure" data-testid="cl-graph">
      <figcaption className="cl-figure__caption">
        {t('graph.title')}{answer.relations.length > GRAPH_MAX_RELATIONS && <span className="muted"> · {t('graph.strongest', { count: GRAPH_MAX_RELATIONS })}</span>}
      </figcaption>
      <svg className="cl-graph-svg" width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} role="group" aria-label={t('graph.description', { count: edges.length })}>
        <defs>
          <marker id={marker} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M0 0L10 5L0 10z" className="cl-arrow-head" />
          </marker>
        </defs>
        <g aria-hidden="true">
          {edges.map((e) => (
            <g key={`${e.relation.leader}>${e.relation.follower}`} className={e.relation.correlation < 0 ? 'cl-edge cl-edge--negative' : 'cl-edge'}>
              <line x1={e.x1} y1={e.y1} x2={e.x2} y2={e.y2} markerEnd={`url(#${marker})`} strokeWidth={1 + 3 * Math.abs(e.relation.correlation)} />
              <text x={e.labelX} y={e.labelY} className="cl-edge-label">{t('graph.lag', { count: e.relation.lagDays, rho: f.number(e.relation.correlation, 2) })}</text>
            </g>
          ))}
        </g>
        {nodes.map((node) => {
          const path = detailPath(node.ticker, DETAIL_CALLER.leadership);
          return (
            <a key={node.ticker} href={path} onClick={(e) => { e.preventDefault(); navigate(path); }} className="cl-node" data-ticker={node.ticker}>
              <circle cx={node.x} cy={node.y} r={NODE_RADIUS} />
              <text x={node.x} y={node.y} className="cl-node-label">{node.ticker}</text>
            </a>
          );
        })}
      </svg>
    </figure>
  );
}
