/**
 * The instruments the track record evaluates: at most `max`, taken in turn from each asset class
 * (instrument type) in the universe's order, so that a small class (indices, FX) is in as fully as
 * a large one (stocks) allows. Deterministic: the same universe gives the same sample.
 */
export const TRACK_RECORD_SAMPLE_SIZE = 200;

export function sampleByClass<T extends { type: string }>(instruments: readonly T[], max = TRACK_RECORD_SAMPLE_SIZE): T[] {
  const byClass = new Map<string, T[]>();
  for (const instrument of instruments) {
    const list = byClass.get(instrument.type);
    if (list) list.push(instrument);
    else byClass.set(instrument.type, [instrument]);
  }
  const queues = [...byClass.values()];
  const out: T[] = [];
  for (let round = 0; out.length < max; round++) {
    let added = false;
    for (const queue of queues) {
      const next = queue[round];
      if (next === undefined) continue;
      out.push(next);
      added = true;
      if (out.length === max) break;
    }
    if (!added) break;
  }
  return out;
}
