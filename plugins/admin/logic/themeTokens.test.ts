import { describe, expect, it } from 'vitest';
import { isColour, themeTokensOf, tokenRows, type RuleLike, type SheetLike } from './themeTokens';

function rule(selectorText: string, props: Record<string, string>): RuleLike {
  const names = Object.keys(props);
  return { selectorText, style: { length: names.length, item: (i) => names[i]!, getPropertyValue: (n) => ` ${props[n] ?? ''}` } };
}
const sheet = (...cssRules: RuleLike[]): SheetLike => ({ cssRules });

describe('themeTokensOf', () => {
  it('reads the custom properties of :root and both theme classes, in @media too, the later rule winning', () => {
    const tokens = themeTokensOf([
      sheet(rule(':root', { '--bg': '#0b0e14', color: 'red' }), rule('.page', { '--ignored': '1px' })),
      sheet(
        rule('html.rs-theme-dark', { '--bg': '#050608', '--text': '#e8eaef' }),
        rule('html.rs-theme-light', { '--bg': '#f3f5f8' }),
        { cssRules: [rule('html.rs-theme-light, html.rs-print', { '--bg': '#ffffff', '--line': '#dde2ea' })] },
      ),
    ]);
    expect(tokens.base).toEqual([{ name: '--bg', value: '#0b0e14' }]);
    expect(tokens.dark).toEqual([{ name: '--bg', value: '#050608' }, { name: '--text', value: '#e8eaef' }]);
    expect(tokens.light).toEqual([{ name: '--bg', value: '#ffffff' }, { name: '--line', value: '#dde2ea' }]);
    expect(tokenRows(tokens)).toEqual([
      { name: '--bg', base: '#0b0e14', dark: '#050608', light: '#ffffff' },
      { name: '--text', dark: '#e8eaef' },
      { name: '--line', light: '#dde2ea' },
    ]);
  });

  it('skips stylesheets that hide their rules (another origin)', () => {
    const foreign = { get cssRules(): never { throw new Error('SecurityError'); } } as SheetLike;
    expect(themeTokensOf([foreign, sheet(rule('html.rs-theme-dark', { '--accent': '#4f8dfd' }))]).dark).toEqual([{ name: '--accent', value: '#4f8dfd' }]);
  });

  it('tells colours from other values', () => {
    expect(['#fff', '#4f8dfd', 'rgb(0 0 0 / 60%)', 'oklch(0.7 0.1 200)'].every(isColour)).toBe(true);
    expect(['0 10px 30px rgb(0 0 0 / 60%)', '12px', 'dark', ''].some(isColour)).toBe(false);
  });
});
