/**
 * The theme's tokens as the stylesheets define them (issue 28 scope 9, the dev-only typescale
 * page): the custom properties of `:root` and of the two theme classes on the root element
 * (screens/shell/shell.css: html.rs-theme-dark, html.rs-theme-light), read from the loaded CSS
 * rules rather than copied, so the page shows what the app really runs with.
 */

export interface ThemeToken {
  name: string;
  value: string;
}

export interface ThemeTokens {
  base: ThemeToken[];
  dark: ThemeToken[];
  light: ThemeToken[];
}

export type ThemeName = keyof ThemeTokens;

/** The selectors whose custom properties make up each theme. */
export const THEME_SELECTORS: Readonly<Record<ThemeName, string>> = {
  base: ':root',
  dark: 'html.rs-theme-dark',
  light: 'html.rs-theme-light',
};

/** The parts of CSSOM this reads (CSSStyleRule, CSSMediaRule, CSSStyleSheet). */
export interface StyleDeclarationLike {
  readonly length: number;
  item(index: number): string;
  getPropertyValue(name: string): string;
}
export interface RuleLike {
  readonly selectorText?: string;
  readonly style?: StyleDeclarationLike;
  readonly cssRules?: ArrayLike<RuleLike>;
}
/** A CSSStyleSheet or a CSSGroupingRule (@media, @supports): something with rules. */
export interface SheetLike {
  readonly cssRules: ArrayLike<unknown>;
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
const asRule = (x: unknown): RuleLike => (isObject(x) ? (x as RuleLike) : {});

function rulesOf(sheet: SheetLike): RuleLike[] {
  try {
    return Array.from(sheet.cssRules, asRule);
  } catch {
    // A stylesheet of another origin does not show its rules; it defines no theme of ours.
    return [];
  }
}

function* flatten(rules: Iterable<RuleLike>): Generator<RuleLike> {
  for (const rule of rules) {
    if (rule.style && rule.selectorText !== undefined) yield rule;
    else if (rule.cssRules) yield* flatten(Array.from(rule.cssRules, asRule));
  }
}

const themeOf = (selectorText: string): ThemeName | undefined => {
  const selectors = selectorText.split(',').map((x) => x.trim());
  return (Object.keys(THEME_SELECTORS) as ThemeName[]).find((theme) => selectors.includes(THEME_SELECTORS[theme]));
};

/** Every theme's custom properties in the order first defined; a later rule's value wins, as in the cascade. */
export function themeTokensOf(sheets: Iterable<SheetLike>): ThemeTokens {
  const found: Record<ThemeName, Map<string, string>> = { base: new Map(), dark: new Map(), light: new Map() };
  for (const sheet of sheets) {
    for (const rule of flatten(rulesOf(sheet))) {
      const theme = themeOf(rule.selectorText ?? '');
      if (!theme || !rule.style) continue;
      for (let i = 0; i < rule.style.length; i++) {
        const name = rule.style.item(i);
        if (name.startsWith('--')) found[theme].set(name, rule.style.getPropertyValue(name).trim());
      }
    }
  }
  const list = (m: Map<string, string>): ThemeToken[] => [...m].map(([name, value]) => ({ name, value }));
  return { base: list(found.base), dark: list(found.dark), light: list(found.light) };
}

/** Whether a token's value is a plain colour (the page shows a swatch for those). */
export function isColour(value: string): boolean {
  return /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla|hwb|lab|lch|oklab|oklch)\([^;{}]*\))$/i.test(value.trim());
}

/** The tokens of every theme by name: one row per name that any theme defines. */
export function tokenRows(tokens: ThemeTokens): { name: string; base?: string; dark?: string; light?: string }[] {
  const names: string[] = [];
  for (const theme of ['dark', 'light', 'base'] as const) for (const t of tokens[theme]) if (!names.includes(t.name)) names.push(t.name);
  const value = (theme: ThemeName, name: string) => tokens[theme].find((t) => t.name === name)?.value;
  return names.map((name) => {
    const row: { name: string; base?: string; dark?: string; light?: string } = { name };
    for (const theme of ['base', 'dark', 'light'] as const) {
      const v = value(theme, name);
      if (v !== undefined) row[theme] = v;
    }
    return row;
  });
}
