/**
 * The few plotly.js calls the price chart makes (the finance bundle ships no types of its own;
 * @types/plotly.js would add a large dependency for four functions).
 */
declare module 'plotly.js-finance-dist-min' {
  interface PlotlyStatic {
    react(root: HTMLElement, data: Record<string, unknown>[], layout?: Record<string, unknown>, config?: Record<string, unknown>): Promise<HTMLElement>;
    purge(root: HTMLElement): void;
    Plots: { resize(root: HTMLElement): Promise<void> | void };
  }
  const Plotly: PlotlyStatic;
  export default Plotly;
}
