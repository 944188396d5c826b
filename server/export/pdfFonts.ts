import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Fonts of the PDF export. Text that the PDF standard fonts can encode (WinAnsi: Latin-1 with
 * umlauts and accents, €, typographic quotes and dashes) uses Helvetica, which needs no embedding
 * and lays out several times faster; any other text (Polish, Czech, Greek, Cyrillic, symbols)
 * uses DejaVu Sans Condensed, embedded as a subset. Characters DejaVu lacks (CJK) show as boxes.
 */
export const FONT = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  unicode: 'RangeScopeUnicode',
  unicodeBold: 'RangeScopeUnicodeBold',
} as const;

/** The code points above 0x7e that WinAnsi encodes besides Latin-1's 0xa0–0xff. */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const WIN_ANSI = new RegExp(`^[\\x20-\\x7e\\xa0-\\xff${WIN_ANSI_EXTRA}]*$`);

export const isWinAnsi = (text: string): boolean => WIN_ANSI.test(text);

/** The font a text is drawn in. */
export function fontFor(text: string, bold: boolean): string {
  if (isWinAnsi(text)) return bold ? FONT.bold : FONT.regular;
  return bold ? FONT.unicodeBold : FONT.unicode;
}

let unicodeFonts: { regular: Buffer; bold: Buffer } | null = null;

/** The DejaVu Sans Condensed files of the `dejavu-fonts-ttf` package, read once. */
export function unicodeFontFiles(): { regular: Buffer; bold: Buffer } {
  if (!unicodeFonts) {
    const require = createRequire(import.meta.url);
    const dir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    unicodeFonts = {
      regular: readFileSync(path.join(dir, 'DejaVuSansCondensed.ttf')),
      bold: readFileSync(path.join(dir, 'DejaVuSansCondensed-Bold.ttf')),
    };
  }
  return unicodeFonts;
}
