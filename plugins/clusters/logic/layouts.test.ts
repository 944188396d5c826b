import { describe, expect, it } from 'vitest';
import { dendrogramLayout } from './dendrogramLayout';
import { graphLayout, GRAPH_MAX_RELATIONS } from './graphLayout';
import { cssColor, heatColor, heatImage } from './heatImage';
import type { LeadershipRelation } from '../../../contracts';

describe('heat colours and image', () => {
  it('runs blue (−1) through grey (0) to red (+1), clamped', () => {
    expect(heatColor(-1)).toEqual([33, 102, 172]);
    expect(heatColor(0)).toEqual([247, 247, 247]);
    expect(heatColor(1)).toEqual([178, 24, 43]);
    expect(heatColor(3)).toEqual(heatColor(1));
    expect(heatColor(NaN)).toEqual(heatColor(0));
    expect(cssColor(0.5)).toBe('rgb(213 136 145)');
  });

  it('encodes an n × n BMP, rows bottom-up and padded, cells in the given order', () => {
    const url = heatImage([[1, -1], [-1, 1]], [1, 0]);
    const bytes = Uint8Array.from(atob(url.slice('data:image/bmp;base64,'.length)), (c) => c.charCodeAt(0));
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('BM');
    const view = new DataView(bytes.buffer);
    expect(view.getInt32(18, true)).toBe(2);
    expect(bytes.length).toBe(54 + 8 * 2);
    // Bottom row (i = 1: row 0 of the matrix): columns order [1, 0] → −1 then +1, as BGR.
    expect([...bytes.subarray(54, 60)]).toEqual([172, 102, 33, 43, 24, 178]);
  });
});

describe('dendrogramLayout', () => {
  it('draws brackets from the leaves up to the heights, the root at the top', () => {
    const merges = [{ left: 0, right: 1, height: 1, size: 2 }, { left: 2, right: 3, height: 2, size: 3 }];
    const { paths, cutY } = dendrogramLayout(merges, [0, 1, 2], 10, 100, 1);
    expect(paths).toEqual(['M5.0 100.0V50.0H15.0V100.0', 'M25.0 100.0V0.0H10.0V50.0']);
    expect(cutY).toBe(50);
    expect(dendrogramLayout(merges, [0, 1, 2], 10, 100, 3).cutY).toBeNull();
  });
});

describe('graphLayout', () => {
  const relation = (leader: string, follower: string): LeadershipRelation => ({ leader, follower, lagDays: 2, correlation: 0.5, pValue: 0.001, qValue: 0.01, observations: 100 });

  it('puts each instrument once on a circle and shortens arrows to the node edges', () => {
    const { nodes, edges } = graphLayout([relation('A', 'B'), relation('B', 'C')], 200, 10);
    expect(nodes.map((n) => n.ticker)).toEqual(['A', 'B', 'C']);
    expect(nodes[0]).toMatchObject({ x: 100, y: expect.closeTo(100 - 56, 9) });
    const [ab] = edges;
    const a = nodes[0]!;
    expect(Math.hypot(ab!.x1 - a.x, ab!.y1 - a.y)).toBeCloseTo(14, 9);
  });

  it('draws at most the strongest relations', () => {
    const many = Array.from({ length: GRAPH_MAX_RELATIONS + 5 }, (_, i) => relation(`L${i}`, `F${i}`));
    expect(graphLayout(many, 400, 8).edges).toHaveLength(GRAPH_MAX_RELATIONS);
  });
});
