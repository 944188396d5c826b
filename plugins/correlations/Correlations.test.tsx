// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import preview from '../../.storybook/preview';
import * as stories from './Correlations.stories';
import * as cftcStories from './Cftc.stories';
import { fixtureCftc } from './testing/fixtures';

setProjectAnnotations(preview);
const S = composeStories(stories);
const C = composeStories(cftcStories);

afterEach(cleanup);

const cards = (): HTMLElement[] => screen.queryAllByTestId('custom-correlation');
const card = (name: string): HTMLElement => screen.getByRole('article', { name });

describe('the correlations screen (stories over the fixtures)', () => {
  it('shows the six default tables, heat-coloured, and the export popup\'s four choices', async () => {
    render(<S.Default />);
    await waitFor(() => expect(screen.getAllByTestId('correlation-matrix')).toHaveLength(6));
    expect(screen.getByText('5 days, current')).toBeTruthy();
    expect(screen.getByText('30 days, as of 30 days ago')).toBeTruthy();
    const diagonal = screen.getAllByTestId('correlation-matrix')[0]!.querySelector('td[data-value="1.0000"]') as HTMLElement;
    expect(diagonal.textContent).toBe('1.00');
    expect(diagonal.style.backgroundColor).toBe('rgb(213, 119, 119)');
    expect(within(screen.getAllByTestId('correlation-matrix')[0]!).getByTestId('info-link').getAttribute('href')).toBe('/help/methodology/correlations');
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export correlations' });
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['All', '5 days', '10 days', '30 days', 'Cancel']);
  });

  it('lists the saved correlations and names the tickers the answer left out', async () => {
    render(<S.Custom />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    await waitFor(() => expect(within(card('Rates and stocks')).getByTestId('missing-tickers').textContent).toContain('HIDDENX'));
    expect(within(card('Metals')).getByTestId('time-frame').textContent).toBe('30 days');
  });

  it('adds a correlation (the form\'s rules first), then shows the Custom tab', async () => {
    render(<S.Add />);
    const form = await screen.findByTestId('add-correlation');
    const save = within(form).getByRole('button', { name: 'Save correlation' });
    fireEvent.click(save);
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a correlation name.');
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Tech' } });
    fireEvent.change(within(form).getByLabelText('Tickers (comma-separated)'), { target: { value: 'msft, ' } });
    fireEvent.click(save);
    expect(screen.getByRole('alert').textContent).toBe('Please enter at least two tickers.');
    fireEvent.change(within(form).getByLabelText('Tickers (comma-separated)'), { target: { value: 'msft, nvda' } });
    fireEvent.change(within(form).getByLabelText('Time frame (days)'), { target: { value: '0' } });
    fireEvent.click(save);
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid time frame (greater than 0).');
    fireEvent.change(within(form).getByLabelText('Time frame (days)'), { target: { value: '45' } });
    fireEvent.click(save);
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.getByRole('tab', { name: 'Custom Correlations (3)' }).getAttribute('aria-selected')).toBe('true');
    expect(within(card('Tech')).getByTestId('time-frame').textContent).toBe('45 days');
  });

  it('shows the server\'s refusal of a save', async () => {
    render(<S.AddRefused />);
    const form = await screen.findByTestId('add-correlation');
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Tech' } });
    fireEvent.change(within(form).getByLabelText('Tickers (comma-separated)'), { target: { value: 'msft, nvda' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save correlation' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The ticker NVDA is not revealed. Reveal it to use it in a correlation.');
  });

  it('renames, adds and removes a ticker, re-times (3–250 only) and deletes', async () => {
    render(<S.Custom />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    fireEvent.click(within(card('Metals')).getByRole('button', { name: 'Rename' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename correlation' });
    fireEvent.change(within(rename).getByLabelText('Name'), { target: { value: 'Precious' } });
    fireEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('article', { name: 'Precious' })).toBeTruthy());

    const precious = (): HTMLElement => card('Precious');
    fireEvent.change(within(precious()).getByLabelText('Ticker'), { target: { value: 'crypto.btc' } });
    fireEvent.click(within(precious()).getByRole('button', { name: 'Add ticker' }));
    fireEvent.change(within(precious()).getByLabelText('Ticker'), { target: { value: 'pplt' } });
    fireEvent.click(within(precious()).getByRole('button', { name: 'Add ticker' }));
    await waitFor(() => expect(precious().getAttribute('data-id')).toBe('CPER,GLD,PPLT,SLVprecious'));
    fireEvent.click(await within(precious()).findByRole('button', { name: 'Remove CPER' }));
    await waitFor(() => expect(precious().getAttribute('data-id')).toBe('GLD,PPLT,SLVprecious'));

    fireEvent.click(within(precious()).getByTestId('time-frame'));
    const horizon = await screen.findByRole('dialog', { name: 'Change time frame' });
    const input = within(horizon).getByLabelText('New Time Horizon (3-250 days)') as HTMLInputElement;
    const update = within(horizon).getByRole('button', { name: 'Update' }) as HTMLButtonElement;
    fireEvent.change(input, { target: { value: '2' } });
    expect(update.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '251' } });
    expect(input.value).toBe('2');
    fireEvent.change(input, { target: { value: '120' } });
    expect(update.disabled).toBe(false);
    fireEvent.click(update);
    await waitFor(() => expect(within(precious()).getByTestId('time-frame').textContent).toBe('120 days'));

    fireEvent.click(within(precious()).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete correlation' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  it('says the spec\'s failure text', async () => {
    render(<S.Failed />);
    expect((await screen.findByRole('alert')).textContent).toBe("Couldn't load correlation data right now. Please try again later");
  });
});

describe('the CFTC screen', () => {
  it('groups the rows, brackets negatives, colours z-scores beyond ±2 and opens a chart per row', async () => {
    render(<C.Table />);
    const table = await screen.findByTestId('cftc-table');
    expect([...table.querySelectorAll('.cftc-group th')].map((th) => th.textContent)).toEqual(['Equities', 'Rates', 'Currencies', 'Commodities']);
    const cell = (row: string, key: string): HTMLElement => screen.getByTestId(`cftc-row-${row}`).querySelector(`[data-key="${key}"]`) as HTMLElement;
    expect(cell('es', 'latest').textContent).toBe('123.46');
    expect(cell('us10y', 'latest').textContent).toBe('(654.32)');
    expect(cell('es', 'zScore1Y').getAttribute('data-tone')).toBe('high');
    expect(cell('us10y', 'zScore2Y').getAttribute('data-tone')).toBe('low');
    expect(cell('us10y', 'zScore2Y').textContent).toBe('(2.01)');
    expect(cell('gold', 'zScore1Y').getAttribute('data-tone')).toBeNull();
    expect(cell('gold', 'zScore2Y').textContent).toBe('–');
    const headings = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headings.slice(0, 11)).toEqual(['Metric', 'Latest', 'WOW Chg', '1M Ave', '3M Ave', '6M Ave', '1Y Ave', '2-year Max', '2-year Min', 'Z-score 1Y', 'Z-score 2Y']);
    const asOf = Object.values(fixtureCftc()).map((e) => e.data.at(-1)!.Date).sort().at(-1)!;
    expect([...table.querySelectorAll('thead [data-testid="info-link"]')].map((a) => a.getAttribute('href'))).toEqual([
      `/help/methodology/cftc-z-scores?asOf=${asOf}`, `/help/methodology/cftc-z-scores?asOf=${asOf}`,
    ]);
    fireEvent.click(within(screen.getByTestId('cftc-row-es')).getByRole('button', { name: /Chart/ }));
    expect(within(screen.getByTestId('cftc-row-es')).getByRole('button', { name: /Hide chart/ }).getAttribute('aria-expanded')).toBe('true');
  });

  it('"Loading data..." and the failure text', async () => {
    render(<C.Loading />);
    expect(screen.getByRole('status').textContent).toBe('Loading data...');
    cleanup();
    render(<C.Failed />);
    expect((await screen.findByRole('alert')).textContent).toBe('An unexpected error occurred, please try again later');
  });
});
