import { describe, expect, it } from 'vitest';
import { buildNavigation } from './navigationTree';
import type { NavigationEntry } from '../plugins/pluginManifest';

const entry = (id: string, group: string, extra: Partial<NavigationEntry> = {}): NavigationEntry => ({ id, label: id, path: `/dashboard/${id}`, icon: 'dot', group, ...extra });
const label = (e: NavigationEntry): string => String(e.label);

describe('buildNavigation', () => {
  it('hides entries without the permission and keeps preview entries, marked', () => {
    const groups = buildNavigation([
      entry('open', 'a'),
      entry('elite', 'a', { permission: 'ELITE' }),
      entry('gamma', 'a', { permission: 'ELITE', previewPermission: 'ELITE_PREVIEW' }),
      entry('hidden', 'a', { permission: 'NOT_EXISTING_SO_HIDDEN' }),
    ], ['FREE', 'ELITE_PREVIEW'], label);
    expect(groups[0]?.entries.map((e) => [e.id, e.access])).toEqual([['gamma', 'preview'], ['open', 'allowed']]);
  });

  it('orders groups by the given order, unknown groups after, entries by order then label', () => {
    const groups = buildNavigation([
      entry('x', 'admin'), entry('b', 'overview', { order: 2 }), entry('a', 'overview', { order: 2 }), entry('c', 'overview', { order: 1 }),
      entry('r', 'runtime'),
    ], [], label, ['overview', 'admin']);
    expect(groups.map((g) => g.group)).toEqual(['overview', 'admin', 'runtime']);
    expect(groups[0]?.entries.map((e) => e.id)).toEqual(['c', 'a', 'b']);
  });

  it('shows an entry once per path', () => {
    const groups = buildNavigation([entry('a', 'g'), { ...entry('b', 'g'), path: '/dashboard/a' }], [], label);
    expect(groups[0]?.entries.map((e) => e.id)).toEqual(['a']);
  });
});
