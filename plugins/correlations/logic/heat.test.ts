import { describe, expect, it } from 'vitest';
import { formatCorrelation, heatColour } from './heat';

/** WCAG relative luminance of an `rgb(r, g, b)` string. */
function luminance(rgb: string): number {
  const [r, g, b] = rgb.match(/\d+/g)!.map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('heat colours', () => {
  it('white at 0, red towards +1, blue towards −1, none without a value', () => {
    expect(heatColour(0)).toBe('rgb(255, 255, 255)');
    expect(heatColour(1)).toBe('rgb(213, 119, 119)');
    expect(heatColour(-1)).toBe('rgb(119, 149, 232)');
    expect(heatColour(null)).toBeUndefined();
    expect(heatColour(0.5)).not.toBe(heatColour(-0.5));
  });

  it('keeps the dark text (#111) above 4.5:1 on every shade', () => {
    const text = luminance('rgb(17, 17, 17)');
    for (let rho = -1; rho <= 1.0001; rho += 0.05) expect((luminance(heatColour(rho)!) + 0.05) / (text + 0.05)).toBeGreaterThan(4.5);
  });

  it('formats two decimals or a dash', () => {
    expect(formatCorrelation(0.12345)).toBe('0.12');
    expect(formatCorrelation(-1)).toBe('-1.00');
    expect(formatCorrelation(null)).toBe('–');
  });
});
