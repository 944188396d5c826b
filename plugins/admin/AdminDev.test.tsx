// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import preview from '../../.storybook/preview';
import * as stories from './AdminDev.stories';

setProjectAnnotations(preview);
const S = composeStories(stories);
afterEach(cleanup);

describe('the admins\' dev-only pages (stories over fixture answers)', () => {
  it('explorer: picks a list model, shows it in the engine\'s list with the "Show JSON" action, and pages on the server', async () => {
    // The list's body is virtual (no rows in jsdom); the browser test opens a record's JSON.
    render(<S.Explorer />);
    const select = await screen.findByLabelText('Model');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a model', 'DomainFAQEntry', 'DomainSupportTicket']);
    fireEvent.change(select, { target: { value: 'DomainSupportTicket' } });
    await waitFor(() => expect(screen.getByTestId('dev-pager').textContent).toContain('Page 1 of 2 (60 in all)'));
    expect(screen.getByTestId('explorer-source').textContent).toBe('Source: entity DomainSupportTicket');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('dev-pager').textContent).toContain('Page 2 of 2'));
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });

  it('alert history: every user\'s fired alerts; a from date after the to date is refused before the call', async () => {
    render(<S.AlertHistory />);
    const table = await screen.findByTestId('alert-history-table');
    expect([...table.querySelectorAll('tbody tr')].map((r) => r.getAttribute('data-user'))).toEqual(['annamember', 'bernd', 'annamember']);
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('To date'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The from date must not be after the to date.');
  });

  it('alert history in German', async () => {
    render(<S.AlertHistoryGerman />);
    expect(await screen.findByRole('heading', { name: 'Alarm-Verlauf (alle Benutzer)' })).toBeTruthy();
  });

  it('type scale: both themes\' tokens side by side, swatches for colours only', async () => {
    render(<S.TypeScale />);
    const tokens = await screen.findByTestId('token-table');
    const accent = tokens.querySelector('tr[data-token="--accent"]')!;
    expect(accent.textContent).toContain('#4f8dfd');
    expect(accent.textContent).toContain('#2563eb');
    expect(accent.querySelectorAll('.admin-swatch')).toHaveLength(2);
    expect(tokens.querySelector('tr[data-token="--shadow"] .admin-swatch')).toBeNull();
    expect(screen.getByTestId('typescale-table').querySelectorAll('tbody tr')).toHaveLength(6);
  });

  it('managed portfolio: positions with weights; the risk-adjusted variant in cash; 503 says the backtests compute', async () => {
    render(<S.ManagedPortfolio />);
    const rule = await screen.findByTestId('managed-rule');
    expect(rule.querySelector('tr[data-ticker="XLK"]')!.textContent).toContain('48.0%');
    expect(screen.getByTestId('managed-ra').textContent).toContain('All in cash.');
    cleanup();
    render(<S.ManagedPortfolioComputing />);
    expect(await screen.findByText(/The model backtests are being computed\./)).toBeTruthy();
  });

  it('sends a member to /dashboard', async () => {
    render(<S.MemberRedirected />);
    expect(await screen.findByTestId('dashboard')).toBeTruthy();
  });
});
