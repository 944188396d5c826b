/**
 * Agglomerative hierarchical clustering with average linkage (UPGMA; docs/methodology.md,
 * "Market clusters"): start with every item its own cluster, repeatedly join the two clusters
 * whose average pairwise distance is smallest. After joining i and j, the distance of any k to the
 * union is the size-weighted mean (Lance–Williams): d(k, i∪j) = (nᵢ d(k,i) + nⱼ d(k,j)) / (nᵢ + nⱼ).
 *
 * Found with the nearest-neighbour chain (O(n²) time, valid because average linkage is
 * reducible), then sorted by height and labelled as SciPy's `linkage` does: leaves are 0 … n−1,
 * the k-th merge creates cluster n + k.
 *
 * @example averageLinkage(Float64Array.from([0, 2, 2, 0]), 2) // [{ left: 0, right: 1, height: 2, size: 2 }]
 */

export interface Merge {
  /** Cluster ids joined (the smaller first): a leaf index, or n + k for the k-th merge. */
  left: number;
  right: number;
  /** The average distance between their members. */
  height: number;
  /** Leaves in the new cluster. */
  size: number;
}

/** Merges of the n items of a symmetric n × n distance matrix (row-major), lowest first. */
export function averageLinkage(distances: Float64Array, n: number): Merge[] {
  if (distances.length !== n * n) throw new RangeError('distances must be n × n');
  const d = Float64Array.from(distances);
  const size = new Int32Array(n).fill(1);
  const active = new Uint8Array(n).fill(1);
  const raw: { a: number; b: number; height: number }[] = [];
  const chain: number[] = [];
  let remaining = n;
  let scan = 0;
  while (remaining > 1) {
    if (chain.length === 0) {
      while (!active[scan]) scan++;
      chain.push(scan);
    }
    const a = chain[chain.length - 1]!;
    const previous = chain.length > 1 ? chain[chain.length - 2]! : -1;
    // Ties go to the previous link of the chain, so that the chain always ends.
    let best = previous;
    let bestDistance = previous >= 0 ? d[a * n + previous]! : Infinity;
    for (let k = 0; k < n; k++) {
      if (k === a || !active[k]) continue;
      const value = d[a * n + k]!;
      if (value < bestDistance) {
        bestDistance = value;
        best = k;
      }
    }
    if (best !== previous) {
      chain.push(best);
      continue;
    }
    chain.length -= 2;
    const [keep, drop] = a < best ? [a, best] : [best, a];
    raw.push({ a: keep, b: drop, height: bestDistance });
    const nk = size[keep]!;
    const nd = size[drop]!;
    for (let k = 0; k < n; k++) {
      if (!active[k] || k === keep || k === drop) continue;
      const value = (nk * d[keep * n + k]! + nd * d[drop * n + k]!) / (nk + nd);
      d[keep * n + k] = value;
      d[k * n + keep] = value;
    }
    size[keep] = nk + nd;
    active[drop] = 0;
    remaining--;
  }
  return labelMerges(raw, n);
}

/** Sorts raw merges (each named by one leaf of either side) by height and gives them SciPy's ids. */
function labelMerges(raw: { a: number; b: number; height: number }[], n: number): Merge[] {
  const order = raw.map((_, i) => i).sort((x, y) => raw[x]!.height - raw[y]!.height || x - y);
  const parent = Int32Array.from({ length: n }, (_, i) => i);
  const clusterId = Int32Array.from({ length: n }, (_, i) => i);
  const leaves = new Int32Array(n).fill(1);
  const find = (x: number): number => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]!]!;
      x = parent[x]!;
    }
    return x;
  };
  return order.map((index, k) => {
    const { a, b, height } = raw[index]!;
    const ra = find(a);
    const rb = find(b);
    const [ia, ib] = [clusterId[ra]!, clusterId[rb]!];
    parent[rb] = ra;
    leaves[ra] = leaves[ra]! + leaves[rb]!;
    clusterId[ra] = n + k;
    return { left: Math.min(ia, ib), right: Math.max(ia, ib), height, size: leaves[ra]! };
  });
}

/** The leaves from left to right as the dendrogram draws them (left child first). */
export function leafOrder(merges: readonly Merge[], n: number): number[] {
  if (n === 0) return [];
  if (merges.length === 0) return Array.from({ length: n }, (_, i) => i);
  const out: number[] = [];
  // Several roots when the merges stop early; each is walked in turn.
  const roots = rootsOf(merges, n);
  for (const root of roots) {
    const stack = [root];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (id < n) out.push(id);
      else {
        const merge = merges[id - n]!;
        stack.push(merge.right, merge.left);
      }
    }
  }
  return out;
}

function rootsOf(merges: readonly Merge[], n: number): number[] {
  const used = new Set<number>();
  for (const m of merges) {
    used.add(m.left);
    used.add(m.right);
  }
  const roots: number[] = [];
  for (let id = 0; id < n + merges.length; id++) if (!used.has(id)) roots.push(id);
  return roots;
}

/**
 * The flat clusters of a cut at `height`: the groups joined by merges no higher than it. Cluster
 * numbers run from 0, largest cluster first, ties by the position of their first leaf in `order`.
 */
export function cutTree(merges: readonly Merge[], n: number, height: number, order: readonly number[] = leafOrder(merges, n)): number[] {
  const parent = Int32Array.from({ length: n }, (_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) x = parent[x] = parent[parent[x]!]!;
    return x;
  };
  const leafOf = (id: number): number => {
    while (id >= n) id = merges[id - n]!.left;
    return id;
  };
  for (const m of merges) {
    if (m.height > height) continue;
    parent[find(leafOf(m.right))] = find(leafOf(m.left));
  }
  const sizes = new Map<number, number>();
  const first = new Map<number, number>();
  order.forEach((leaf, position) => {
    const root = find(leaf);
    sizes.set(root, (sizes.get(root) ?? 0) + 1);
    if (!first.has(root)) first.set(root, position);
  });
  const ranked = [...sizes.keys()].sort((x, y) => sizes.get(y)! - sizes.get(x)! || first.get(x)! - first.get(y)!);
  const number = new Map(ranked.map((root, i) => [root, i]));
  return Array.from({ length: n }, (_, i) => number.get(find(i))!);
}
