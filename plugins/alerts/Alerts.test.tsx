// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import preview from '../../.storybook/preview';
import { mockScrollViewport } from '../../engine/testing';
import type { AlertInput } from '../../contracts';
import { AlertsPage } from './components/AlertsPage';
import AlertDialog from './components/AlertDialog';
import { AlertHistoryPage } from './components/AlertHistoryPage';
import { tickerSeed } from './logic/alertDraft';
import { AlertFeed } from './state/alertFeed';
import { AlertsStoryFrame, type AlertsStoryOptions } from './testing/AlertsStoryFrame';
import type { SeenCall } from './testing/alertsProvider';
import { fixtureHistory } from './testing/alertFixtures';
import * as dialogStories from './AlertDialog.stories';

setProjectAnnotations(preview);
const D = composeStories(dialogStories);

let restoreLayout: () => void;
beforeEach(() => { restoreLayout = mockScrollViewport(900); });
afterEach(() => {
  cleanup();
  restoreLayout();
});

const row = (id: string): HTMLElement => {
  const found = document.querySelector<HTMLElement>(`[role=row][data-row-id="${id}"]`);
  if (!found) throw new Error(`no row ${id}`);
  return found;
};
const cell = (id: string, key: string): string => row(id).querySelector(`[data-key="${key}"]`)?.textContent ?? '';
const calls = (seen: SeenCall[], method: string) => seen.filter((c) => c.method === method);

function renderAlerts(options: AlertsStoryOptions = {}) {
  const seen: SeenCall[] = [];
  render(<AlertsStoryFrame options={{ ...options, seen }}><AlertsPage /></AlertsStoryFrame>);
  return seen;
}

describe('Fractal Range Alerts', () => {
  it('lists the alerts in words with the count against the plan', async () => {
    renderAlerts();
    await screen.findByRole('heading', { name: 'Fractal Range Alerts' });
    await waitFor(() => expect(cell('a1', 'condition')).toBe('Price crosses the short-term upper range'));
    expect(screen.getByTestId('alert-count').textContent).toBe('3 of 10 active alerts');
    expect(cell('a2', 'target')).toBe('List TECH');
    await waitFor(() => expect(cell('a5', 'target')).toBe('Scan Leaders'));
    expect(cell('a1', 'channels')).toBe('In the app, Mail');
    expect(cell('a3', 'status')).toContain('Paused');
    expect(within(row('a4')).queryByTestId('alert-toggle')).toBeNull();
  });

  it('pauses an active alert with PUT paused: true and reads the list again', async () => {
    const seen = renderAlerts();
    await waitFor(() => row('a1'));
    fireEvent.click(within(row('a1')).getByRole('button', { name: 'Pause: SPY short-term upper range' }));
    await waitFor(() => expect(calls(seen, 'PUT')).toHaveLength(1));
    const put = calls(seen, 'PUT')[0]!;
    expect(put.path).toBe('/alerts/a1');
    expect(put.body).toMatchObject({ name: 'SPY short-term upper range', paused: true, repeat: { mode: 'everyCrossing', cooldownMinutes: 60 } });
    await waitFor(() => expect(calls(seen, 'GET').filter((c) => c.path === '/alerts')).toHaveLength(2));
    await waitFor(() => expect(cell('a1', 'status')).toContain('Paused'));
  });

  it('deletes only after the confirmation', async () => {
    const seen = renderAlerts();
    await waitFor(() => row('a2'));
    fireEvent.click(within(row('a2')).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete alert' });
    expect(calls(seen, 'DELETE')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls(seen, 'DELETE').map((c) => c.path)).toEqual(['/alerts/a2']));
    await waitFor(() => expect(document.querySelector('[data-row-id="a2"]')).toBeNull());
  });

  it('shows the empty state without a table', async () => {
    renderAlerts({ list: { alerts: [], limit: 3, active: 0 } });
    expect((await screen.findByTestId('alerts-empty')).textContent).toContain('You have no alerts yet');
    expect(screen.getByTestId('alert-count').textContent).toBe('0 of 3 active alerts');
  });
});

describe('the alert dialog', () => {
  it('saves a quick alert in one click: the ticker, the short-term upper range, a name', async () => {
    const seen: SeenCall[] = [];
    render(<AlertsStoryFrame options={{ seen }}><AlertDialog seed={tickerSeed('SPY')} onClose={() => undefined} /></AlertsStoryFrame>);
    expect(((await screen.findByTestId('alert-name')) as HTMLInputElement).value).toBe('SPY: Price crosses the short-term upper range');
    fireEvent.click(screen.getByTestId('alert-save'));
    await waitFor(() => expect(calls(seen, 'POST')).toHaveLength(1));
    expect(calls(seen, 'POST')[0]!.body as AlertInput).toEqual({
      name: 'SPY: Price crosses the short-term upper range', target: { kind: 'ticker', ticker: 'SPY' },
      condition: { type: 'rangeCross', horizon: 'short', band: 'upper' }, channels: ['app'], webhookUrl: null, repeat: { mode: 'once' }, expiresAt: null, paused: false,
    });
  });

  it('shows the rules that fail and sends nothing', async () => {
    const seen: SeenCall[] = [];
    render(<AlertsStoryFrame options={{ seen }}><AlertDialog onClose={() => undefined} /></AlertsStoryFrame>);
    fireEvent.change(await screen.findByTestId('alert-condition-type'), { target: { value: 'price' } });
    fireEvent.change(screen.getByTestId('alert-price'), { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('alert-channel-webhook'));
    fireEvent.change(screen.getByTestId('alert-webhook-url'), { target: { value: 'ftp://hooks.example' } });
    fireEvent.click(screen.getByTestId('alert-save'));
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Required.', 'Required.', 'A price above 0 and at most 10000000.', 'An http or https address.',
    ]));
    expect(calls(seen, 'POST')).toHaveLength(0);
  });

  it("shows the plan's limit (429) with the way to upgrade, and keeps the form", async () => {
    render(<AlertsStoryFrame options={{ save: 'limit' }}><AlertDialog seed={tickerSeed('SPY')} limit={3} onClose={() => undefined} /></AlertsStoryFrame>);
    fireEvent.click(await screen.findByTestId('alert-save'));
    const problem = await screen.findByTestId('alert-save-problem');
    expect(problem.textContent).toContain('The maximal amount of active alerts (3) is reached. Upgrade your account to add more alerts.');
    expect(within(problem).getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/join/subscriptions');
    expect((screen.getByTestId('alert-name') as HTMLInputElement).value).toContain('SPY');
  });

  it("shows the server's 400 message", async () => {
    render(<AlertsStoryFrame options={{ save: 'rule' }}><AlertDialog seed={tickerSeed('ZZZZ')} onClose={() => undefined} /></AlertsStoryFrame>);
    fireEvent.click(await screen.findByTestId('alert-save'));
    expect((await screen.findByTestId('alert-save-problem')).textContent).toBe('Unknown ticker: ZZZZ');
  });

  it('edits a stored alert with its webhook and cool-down', async () => {
    render(<D.EditWebhook />);
    expect(((await screen.findByTestId('alert-webhook-url')) as HTMLInputElement).value).toBe('https://hooks.example.com/rangescope');
    expect(screen.getByRole('heading', { name: 'Edit alert' })).toBeTruthy();
    expect((screen.getByLabelText('Cool-down (minutes)') as HTMLInputElement).value).toBe('240');
  });
});

describe('Alert-History', () => {
  it('shows each firing with its deliveries and reads again when an alert fires', async () => {
    const seen: SeenCall[] = [];
    const feed = new AlertFeed();
    render(<AlertsStoryFrame options={{ seen }}><AlertHistoryPage feed={feed} /></AlertsStoryFrame>);
    await waitFor(() => row('h2'));
    const chips = [...row('h2').querySelectorAll('.al-delivery')];
    expect(chips.map((c) => c.textContent)).toEqual(['In the app: delivered', 'Webhook: retrying (3)']);
    expect(chips[1]!.getAttribute('title')).toBe('Webhook: retrying, 3 attempts, Last error: HTTP 502 from hooks.example.com');
    expect(cell('h2', 'condition')).toBe('Price crosses below the put wall');
    expect(cell('h4', 'value')).toBe('Trend bearish');
    expect(screen.getByTestId('history-count').textContent).toBe('4 alerts fired');
    const reads = () => seen.filter((c) => c.path.startsWith('/alerts/history')).length;
    expect(reads()).toBe(1);
    act(() => feed.fired({ ...fixtureHistory()[0]!, id: 'h9' }));
    await waitFor(() => expect(reads()).toBe(2));
  });

  it('asks the server for the days and the ticker chosen', async () => {
    const seen: SeenCall[] = [];
    render(<AlertsStoryFrame options={{ seen }}><AlertHistoryPage feed={new AlertFeed()} /></AlertsStoryFrame>);
    await screen.findByTestId('history-count');
    fireEvent.change(screen.getByTestId('history-from'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByTestId('history-to'), { target: { value: '2026-03-02' } });
    fireEvent.change(screen.getByTestId('history-ticker'), { target: { value: 'qqq' } });
    fireEvent.click(screen.getByTestId('history-apply'));
    await waitFor(() => expect(seen.map((c) => c.path)).toContain('/alerts/history?from=2026-03-01&to=2026-03-02&ticker=QQQ'));
  });
});
