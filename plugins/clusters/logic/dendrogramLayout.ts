/**
 * Where the dendrogram's lines go: leaves side by side in the heat map's order (leaf k at
 * x = (k + ½) × cell), each merge a bracket from its children up to its height, the root at the top.
 * SciPy's ids: below n a leaf, n + k the k-th merge.
 */
import type { DendrogramMerge } from '../../../contracts';

export interface DendrogramLayout {
  /** SVG path data of every bracket. */
  paths: string[];
  /** y of the cut line. */
  cutY: number | null;
}

export function dendrogramLayout(merges: readonly DendrogramMerge[], order: readonly number[], cell: number, height: number, cutHeight: number | null): DendrogramLayout {
  const n = order.length;
  const x = new Map<number, number>();
  order.forEach((leaf, position) => x.set(leaf, (position + 0.5) * cell));
  const top = Math.max(...merges.map((m) => m.height), 0) || 1;
  const yOf = (h: number): number => height * (1 - h / top);
  const y = new Map<number, number>();
  for (let leaf = 0; leaf < n; leaf++) y.set(leaf, height);
  const paths = merges.map((m, k) => {
    const xl = x.get(m.left) ?? 0;
    const xr = x.get(m.right) ?? 0;
    const ym = yOf(m.height);
    x.set(n + k, (xl + xr) / 2);
    y.set(n + k, ym);
    const r = (v: number): string => v.toFixed(1);
    return `M${r(xl)} ${r(y.get(m.left) ?? height)}V${r(ym)}H${r(xr)}V${r(y.get(m.right) ?? height)}`;
  });
  const cutY = cutHeight !== null && cutHeight < top ? yOf(cutHeight) : null;
  return { paths, cutY };
}
