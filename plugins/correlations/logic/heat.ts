/**
 * The heat colour of a correlation cell: white at 0, towards red for +1 and blue for −1, mixed by
 * |ρ| up to 60 % of the pole colour so that the dark text stays readable (contrast above 4.5:1 on
 * every shade). Null (too little common history) has no colour.
 */
const WHITE = [255, 255, 255] as const;
const POSITIVE = [185, 28, 28] as const;
const NEGATIVE = [29, 78, 216] as const;
const MAX_MIX = 0.6;

export function heatColour(rho: number | null): string | undefined {
  if (rho === null || !Number.isFinite(rho)) return undefined;
  const pole = rho >= 0 ? POSITIVE : NEGATIVE;
  const mix = Math.min(1, Math.abs(rho)) * MAX_MIX;
  const channel = (i: 0 | 1 | 2): number => Math.round(WHITE[i] + (pole[i] - WHITE[i]) * mix);
  return `rgb(${channel(0)}, ${channel(1)}, ${channel(2)})`;
}

/** Two decimals, or a dash for no value. */
export function formatCorrelation(rho: number | null | undefined): string {
  return rho === null || rho === undefined || !Number.isFinite(rho) ? '–' : rho.toFixed(2);
}
