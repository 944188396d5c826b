/**
 * The leadership graph's layout: the instruments of the relations shown on a circle (in order of
 * first appearance, strongest relation first), each relation an arrow from leader to follower
 * that stops short of the nodes' circles.
 */
import type { LeadershipRelation } from '../../../contracts';

export interface GraphNode { ticker: string; x: number; y: number }
export interface GraphEdge { relation: LeadershipRelation; x1: number; y1: number; x2: number; y2: number; labelX: number; labelY: number }

/** Relations drawn at most (the strongest); the list shows them all. */
export const GRAPH_MAX_RELATIONS = 40;

export function graphLayout(relations: readonly LeadershipRelation[], size: number, nodeRadius: number): { nodes: GraphNode[]; edges: GraphEdge[] } {
  const shown = relations.slice(0, GRAPH_MAX_RELATIONS);
  const tickers: string[] = [];
  for (const r of shown) for (const t of [r.leader, r.follower]) if (!tickers.includes(t)) tickers.push(t);
  const centre = size / 2;
  const radius = tickers.length > 1 ? centre - nodeRadius - 34 : 0;
  const nodes = tickers.map((ticker, i) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / Math.max(1, tickers.length);
    return { ticker, x: centre + radius * Math.cos(angle), y: centre + radius * Math.sin(angle) };
  });
  const at = new Map(nodes.map((n) => [n.ticker, n]));
  const edges = shown.map((relation) => {
    const a = at.get(relation.leader)!;
    const b = at.get(relation.follower)!;
    const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const ux = (b.x - a.x) / length;
    const uy = (b.y - a.y) / length;
    const gap = nodeRadius + 4;
    return {
      relation,
      x1: a.x + ux * gap, y1: a.y + uy * gap, x2: b.x - ux * gap, y2: b.y - uy * gap,
      // The label sits beside the middle, on the leader's right-hand side, so that A→B and B→A do not overlap.
      labelX: (a.x + b.x) / 2 - uy * 10, labelY: (a.y + b.y) / 2 + ux * 10,
    };
  });
  return { nodes, edges };
}
