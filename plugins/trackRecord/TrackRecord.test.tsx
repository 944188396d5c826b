// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import preview from '../../.storybook/preview';
import * as stories from './TrackRecord.stories';

setProjectAnnotations(preview);
const S = composeStories(stories);
afterEach(cleanup);

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('the track record page (stories over a fixture answer)', () => {
  it('shows the coverage by asset class and quarter against the nominal 80 %, flagging rows more than 5 points off', async () => {
    render(<S.Ready />);
    const short = await screen.findByTestId('widget-coverage-shortTerm');
    expect(within(short).getByRole('heading', { level: 2 }).textContent).toBe('Short-term range (15 sessions ahead)');
    expect(screen.getByTestId('coverage-shortTerm-overall').textContent).toBe('80.0% of 1,000 closes ended inside the range 15 sessions later (nominal 80%).');
    const [byClass, byPeriod] = within(short).getAllByTestId('coverage-table');
    expect(within(byClass!).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Asset class', 'Evaluations', 'Inside', 'Nominal', 'Difference (points)', 'Above', 'Below']);
    // fx: 70 inside, 20 above, 10 below of 100.
    const fx = byClass!.querySelector<HTMLElement>('tr[data-key="fx"]')!;
    expect(within(fx).getByRole('rowheader').textContent).toBe('Currencies');
    expect(cellsOf(fx)).toEqual(['100', '70.0%', '80%', '-10.0 (more than 5 points off the nominal)', '20.0%', '10.0%']);
    expect(fx.dataset.off).toBe('true');
    // crypto: 410 of 500 = 82 %, 2 points over: not flagged.
    expect(byClass!.querySelector<HTMLElement>('tr[data-key="crypto"]')!.dataset.off).toBeUndefined();
    expect(within(byPeriod!).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['2025-Q4', '2026-Q1']);
    const empty = screen.getByTestId('widget-coverage-longTerm').querySelectorAll<HTMLElement>('tr[data-key="2026-Q1"]')[0]!;
    expect(cellsOf(empty)).toEqual(['0', 'n/A', '80%', 'n/A', 'n/A', 'n/A']);
    expect(screen.getByTestId('track-record-note').textContent).toContain('200 of 450 instruments');
  });

  it('shows the mean forward return after each trend and momentum rating', async () => {
    render(<S.Ready />);
    const trend = await screen.findByTestId('widget-ratings-trend');
    expect(within(trend).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Rating', 'Cases', 'Mean return 15 sessions later', 'Share positive']);
    expect(cellsOf(trend.querySelector<HTMLElement>('tr[data-key="trendBullish"]')!)).toEqual(['300', '+1.25%', '56.0%']);
    expect(cellsOf(trend.querySelector<HTMLElement>('tr[data-key="trendBearish"]')!)).toEqual(['250', '-0.81%', '45.0%']);
    const momentum = screen.getByTestId('widget-ratings-momentum');
    expect(cellsOf(momentum.querySelector<HTMLElement>('tr[data-key="momentumBearish"]')!)).toEqual(['0', 'n/A', 'n/A']);
    expect(within(trend).getByTestId('info-link').getAttribute('href')).toBe('/help/methodology/trend?asOf=2026-11-19');
    expect(within(momentum).getByTestId('info-link').getAttribute('href')).toBe('/help/methodology/momentum?asOf=2026-11-19');
    expect(within(screen.getByTestId('coverage-longTerm-overall')).getByTestId('info-link').getAttribute('href')).toBe('/help/methodology/long-range?asOf=2026-11-19');
  });

  it('speaks German', async () => {
    render(<S.German />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Trefferbilanz' })).toBeTruthy();
    // The heading shows while the answer is still loading: wait for the coverage line itself.
    expect((await screen.findByTestId('coverage-shortTerm-overall')).textContent).toMatch(/^80,0\s%\svon 1\.000 Schlusskursen.*\(nominal 80\s%\)\.$/);
  });

  it('shows a skeleton while loading, a computing note on 503, and its own error with a retry on failure', async () => {
    render(<S.Loading />);
    expect(screen.getByTestId('widget-track-record').querySelector('[aria-busy=true]')).not.toBeNull();
    cleanup();
    render(<S.Computing />);
    expect((await screen.findByTestId('track-record-computing')).textContent).toContain('being computed');
    cleanup();
    render(<S.Failed />);
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
