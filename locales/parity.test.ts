import { describe, expect, it } from 'vitest';
import { resources, NAMESPACES } from './resources';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('locales', () => {
  it.each(NAMESPACES)('en and de hold the same keys in %s', (ns) => {
    expect(keys(resources.de[ns]).sort()).toEqual(keys(resources.en[ns]).sort());
  });

  it.each(NAMESPACES)('no text in %s is empty', (ns) => {
    for (const lang of ['en', 'de'] as const) {
      const flat = keys(resources[lang][ns]).map((k) => k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], resources[lang][ns]));
      expect(flat.every((t) => typeof t === 'string' && t.trim().length > 0)).toBe(true);
    }
  });
});
