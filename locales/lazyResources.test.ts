import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EAGER_NAMESPACES } from './namespaces';
import { lazyNamespacesIn, loadNamespace } from './lazyResources';

describe('lazyResources', () => {
  const files = (language: string) => readdirSync(new URL(`./${language}`, import.meta.url)).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort();

  it('loads every English namespace that is not bundled eagerly, and no eager one', async () => {
    const lazy = files('en').filter((n) => !(EAGER_NAMESPACES as readonly string[]).includes(n));
    expect(lazyNamespacesIn('en')).toEqual(lazy);
    await expect(loadNamespace('en', lazy[0]!)).resolves.toBeTypeOf('object');
    await expect(loadNamespace('en', 'common')).rejects.toThrow('no texts');
  });

  it('loads every German namespace, the eager ones included (only English is bundled)', async () => {
    expect(lazyNamespacesIn('de')).toEqual(files('de'));
    await expect(loadNamespace('de', 'common')).resolves.toHaveProperty('errors');
  });
});
