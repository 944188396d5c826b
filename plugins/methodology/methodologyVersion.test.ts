import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { METHODOLOGY_VERSION } from '../../product/methodologyRules';

describe('methodology version', () => {
  it('the version the app shows is the one at the top of docs/methodology.md', () => {
    const doc = readFileSync(new URL('../../docs/methodology.md', import.meta.url), 'utf8');
    const head = doc.split('\n## ')[0] ?? '';
    const match = /^Methodology version (\d+(?:\.\d+)*)$/m.exec(head);
    expect(match?.[1]).toBe(METHODOLOGY_VERSION);
  });
});
