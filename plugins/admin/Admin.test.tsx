// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import preview from '../../.storybook/preview';
import * as stories from './Admin.stories';

setProjectAnnotations(preview);
const S = composeStories(stories);
afterEach(cleanup);

async function loadUser(): Promise<HTMLElement> {
  fireEvent.change(screen.getByLabelText('E-mail or username'), { target: { value: 'anna@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Load' }));
  return screen.findByTestId('admin-user');
}

describe('the user admin screen (stories over fixture answers)', () => {
  it('loads a user: ticker package, active tickers, subscriptions, the JSON view and the catalogue', async () => {
    render(<S.UserAdmin />);
    expect(screen.getByRole('button', { name: 'Load' })).toHaveProperty('disabled', true);
    const user = await loadUser();
    expect(within(user).getByTestId('tickers-per-month').textContent).toBe('60');
    expect(within(user).getByTestId('tickers-used').textContent).toBe('7');
    expect(within(screen.getByTestId('admin-subscriptions')).getByText('0b9f3c52-6a0e-4c7e-9a55-2f8f0f4ad101')).toBeTruthy();
    expect(JSON.parse(screen.getByTestId('admin-json').textContent!)).toMatchObject({ username: 'annamember' });
    await waitFor(() => expect(screen.getByTestId('admin-catalogue').querySelectorAll('tbody tr')).toHaveLength(3));
  });

  it('runs the actions and shows the server\'s message; the analysis lists where the allowance went', async () => {
    render(<S.UserAdmin />);
    const user = await loadUser();
    fireEvent.click(within(user).getByRole('button', { name: 'Add 25 RT ranges' }));
    expect((await screen.findByRole('status')).textContent).toBe('Successful: 25 real-time ranges added to annamember.');
    fireEvent.click(within(user).getByRole('button', { name: 'Analyse ticker usage' }));
    const analysis = await screen.findByTestId('usage-analysis');
    expect(analysis.textContent).toContain('AAPL, MSFT, SPY');
    expect(analysis.textContent).toContain('58');
    // Cancelling asks first.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose Premium monthly' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel 1 subscription' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(screen.getByTestId('admin-outcome').textContent).toBe('Successful: /userAdmin/cancelSub'));
    // De-/activation needs a subscription id.
    const deactivate = screen.getByRole('button', { name: 'Deactivate' });
    expect(deactivate).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Subscription id'), { target: { value: '0b9f3c52-6a0e-4c7e-9a55-2f8f0f4ad101' } });
    expect(deactivate).toHaveProperty('disabled', false);
  });

  it('shows the spec\'s error texts when an action fails, and says when no user was found', async () => {
    render(<S.UserAdminFailing />);
    const user = await loadUser();
    fireEvent.click(within(user).getByRole('button', { name: 'Force logout' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Could not force logout user.');
    fireEvent.click(within(user).getByRole('button', { name: 'Add 50 RT ranges' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Error: Could not add 50 rt requests.'));
  });

  it('speaks German', async () => {
    render(<S.UserAdminGerman />);
    expect(await screen.findByRole('heading', { name: 'Benutzerverwaltung' })).toBeTruthy();
  });
});

describe('the audit log screen', () => {
  it('asks for all three fields, then lists the lines with who did what', async () => {
    render(<S.AuditLog />);
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert').textContent).toBe('Username, from date and to date are all required.');
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'annamember' } });
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('To date'), { target: { value: '2026-11-19' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert').textContent).toBe('The from date must not be after the to date.');
    fireEvent.change(screen.getByLabelText('To date'), { target: { value: '2026-11-27' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    const table = await screen.findByTestId('audit-table');
    expect([...table.querySelectorAll('tbody tr')].map((tr) => tr.getAttribute('data-action'))).toEqual(['admin.forceLogout', 'admin.addRT']);
    expect(table.textContent).toContain('demoadmin');
    expect(screen.getByText('Page 1 of 1 (2 lines)')).toBeTruthy();
  });

  it('says when nothing was recorded', async () => {
    render(<S.AuditLogEmpty />);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'annamember' } });
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('To date'), { target: { value: '2026-11-27' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByTestId('audit-empty')).toBeTruthy();
  });
});

describe('the export of users by tier', () => {
  it('asks for a tier and the token, and says "Export failed." with the server\'s reason', async () => {
    render(<S.ExportByTier />);
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select at least one tier.');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Premium' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter the secret token.');
    fireEvent.change(screen.getByLabelText('Secret token'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Export failed. The secret token is wrong.'));
  });

  it('sends a member to /dashboard', async () => {
    render(<S.ExportByTierMember />);
    expect(await screen.findByTestId('dashboard')).toBeTruthy();
  });
});

describe('the system admin screen', () => {
  it('runs the time-left check and the integrity check, showing what each found', async () => {
    render(<S.SystemAdmin />);
    fireEvent.click(screen.getByRole('button', { name: 'Run the time-left check' }));
    expect((await screen.findByTestId('time-left-result')).textContent).toContain('3 renewed, 1 renewals failed, 2 ended, 0 refunds settled.');
    fireEvent.click(screen.getByRole('button', { name: 'Check data integrity' }));
    expect((await screen.findByTestId('integrity-summary')).textContent).toBe('Problems were found (checked in 42 ms).');
    const row = screen.getByTestId('integrity-findings').querySelector('tr[data-check="negativeBalances"]')!;
    expect(row.textContent).toContain('Token or reset balances below zero');
    expect(row.getAttribute('data-count')).toBe('1');
  });
});

describe('the coupons screen', () => {
  it('lists the coupons, checks the form, creates one and deactivates one', async () => {
    render(<S.Coupons />);
    const list = await screen.findByTestId('coupon-list');
    expect(list.querySelector('tr[data-code="WINTER26"]')!.textContent).toContain('7 / 50');
    expect(list.querySelector('tr[data-code="SPRING25"]')!.textContent).toContain('deactivated');
    fireEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(screen.getByRole('alert').textContent).toBe('Percent off is a whole number from 1 to 100.');
    fireEvent.change(screen.getByLabelText('Discount'), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect((await screen.findByRole('status')).textContent).toBe('Successful: coupon NEWCODE created.');
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate WINTER26' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Successful: coupon WINTER26 deactivated.'));
  });
});
