import { writeField, type ListColumn, type ListModel } from '../../engine/core';

function sampleValue(c: ListColumn, i: number): unknown {
  switch (c.type) {
    case 'number': return Math.round((i + 1) * 12.345 * 1000) / 1000;
    case 'percent': return (i - 2) * 1.5;
    case 'date': return `2026-11-${String(10 + i).padStart(2, '0')}`;
    case 'datetime': return `2026-11-${String(10 + i).padStart(2, '0')}T10:00:00.000Z`;
    case 'boolean': return i % 2 === 0;
    case 'signal': return ['bullish', 'neutral', 'neutralDanger', 'bearish'][i % 4];
    case 'enum': return c.filter?.options?.[i % (c.filter.options.length || 1)]?.value ?? `option ${i + 1}`;
    default: return `${c.key.split('.').pop()} ${i + 1}`;
  }
}

/** A few made-up rows so that the preview shows what the columns look like. */
export function sampleRows(model: ListModel, count = 5): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, i) => {
    const row: Record<string, unknown> = { id: `sample-${i + 1}` };
    for (const c of model.columns) writeField(row, c.key, sampleValue(c, i));
    return row;
  });
}
