/**
 * The chart's colours for the display settings (the same values as the shell's theme variables in
 * screens/shell/shell.css; plotly needs concrete colours, not CSS variables). Colour-blind mode
 * uses the Okabe-Ito blue and vermillion for up and down.
 */
import type { ChartTheme } from './chartFigure';

const DARK: ChartTheme = {
  text: '#e8eaef', muted: '#8b93a1', grid: '#1d222b', up: '#22c55e', down: '#ff5c5c', line: '#4f8dfd', range: '#f59e0b', longRange: '#a78bfa', gamma: '#38bdf8',
};
const LIGHT: ChartTheme = {
  text: '#121826', muted: '#5a6474', grid: '#dde2ea', up: '#15803d', down: '#b91c1c', line: '#2563eb', range: '#b45309', longRange: '#7c3aed', gamma: '#0369a1',
};

export function chartTheme(dark: boolean, colorblind: boolean): ChartTheme {
  const base = dark ? DARK : LIGHT;
  if (!colorblind) return base;
  return dark ? { ...base, up: '#56b4e9', down: '#e0701a' } : { ...base, up: '#0063a0', down: '#a94400' };
}
