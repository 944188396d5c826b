// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderWithI18n } from '../../../engine/testing';
import { hashPasswordForTransport } from '../../../engine/state';
import { RegisterPage } from './RegisterPage';

type Answer = { status: number; body: unknown };
let answer: Answer;
const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
  new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } }));

beforeEach(() => {
  answer = { status: 200, body: { success: true, username: 'evetester' } };
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const redirect = vi.fn<(url: string) => void>();

function renderWizard(query = '', language: 'en' | 'de' = 'en') {
  redirect.mockClear();
  return renderWithI18n(
    <MemoryRouter initialEntries={[`/register${query}`]}>
      <Routes>
        <Route path="/register" element={<RegisterPage redirect={redirect} />} />
        <Route path="/login" element={<p>login page</p>} />
        <Route path="/" element={<p>start page</p>} />
      </Routes>
    </MemoryRouter>,
    language,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const banner = () => screen.queryByTestId('error-banner');
const bannerItems = () => within(screen.getByTestId('error-banner')).getAllByRole('listitem').map((li) => li.textContent);

function fillStep1(email = 'eve.tester@example.com') {
  type('Email', email);
  type('Password', 'Secret12');
  type('Confirm password', 'Secret12');
}

function fillStep2() {
  type('First name', 'Eve');
  type('Last name', 'Tester');
  fireEvent.click(screen.getByLabelText('I confirm that I am at least 18 years old'));
}

describe('RegisterPage', () => {
  it('shows the three steps with a progress bar', () => {
    renderWizard();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
    fillStep1();
    click('Next');
    expect(screen.getByRole('heading', { level: 1, name: 'Tell Us About Yourself' })).toBeTruthy();
    fillStep2();
    click('Next');
    expect(screen.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('3');
    click('Back');
    expect(screen.getByRole('heading', { level: 1, name: 'Tell Us About Yourself' })).toBeTruthy();
  });

  it('lists the problems of step 1 in a banner and clears them on edit', () => {
    renderWizard();
    fireEvent.click(screen.getByLabelText(/I agree to the/));
    click('Next');
    expect(bannerItems()).toEqual([
      'Email is required', 'Password is required', 'Password confirmation is required',
      'You must agree to the terms and conditions to continue',
    ]);
    type('Email', 'nope');
    expect(bannerItems()).not.toContain('Email is required');
    click('Next');
    expect(bannerItems()).toContain('Please enter a valid email address');
    type('Email', 'eve@example.com');
    type('Password', 'abc');
    type('Confirm password', 'abd');
    fireEvent.click(screen.getByLabelText(/I agree to the/));
    click('Next');
    expect(bannerItems()).toEqual([
      'Your entered passwords do not match',
      'Your Password should contain at least 6 characters',
      'Your Password should contain at least 1 digit [0-9]',
      'Your Password should contain at least 1 upper case character [A-Z]',
    ]);
    type('Password', 'ABCDEFG1');
    type('Confirm password', 'ABCDEFG1');
    click('Next');
    expect(bannerItems()).toEqual(['Your Password should contain at least 1 lower case character [a-z]']);
  });

  it('derives the username from the email until it is edited', () => {
    renderWizard();
    fillStep1('Max.Power_2000@Example.com');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('max.power_2000@example.com');
    click('Next');
    const username = () => (screen.getByLabelText('Username') as HTMLInputElement).value;
    expect(username()).toBe('maxpower2000');
    click('Back');
    type('Email', 'jane@example.com');
    click('Next');
    expect(username()).toBe('jane');
    type('Username', 'JaneTrades');
    click('Back');
    type('Email', 'someone.else@example.com');
    click('Next');
    expect(username()).toBe('JaneTrades');
  });

  it('takes email and referralId from the query', () => {
    renderWizard('?email=Ref.User@example.com&referralId=FRIEND42');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ref.user@example.com');
    type('Password', 'Secret12');
    type('Confirm password', 'Secret12');
    click('Next');
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('refuser');
    expect((screen.getByLabelText('Referral code (optional)') as HTMLInputElement).value).toBe('FRIEND42');
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('US');
  });

  it('lists the problems of step 2, including the minimum age', () => {
    renderWizard();
    fillStep1();
    click('Next');
    type('Username', 'eve tester');
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: '' } });
    click('Next');
    expect(bannerItems()).toEqual([
      'Username should only contain letters and numbers', 'First name is required', 'Last name is required',
      'Please select your country', 'You must be at least 18 years old to register',
    ]);
    type('Username', '');
    click('Next');
    expect(bannerItems()[0]).toBe('Username is required');
  });

  it('preselects Elite; the server answers the trial\'s payment page and the browser goes there', async () => {
    answer = { status: 200, body: { success: true, username: 'evetester', nextStepURL: 'http://localhost/api/sandbox-pay/checkout/abc' } };
    renderWizard();
    fillStep1();
    click('Next');
    fillStep2();
    click('Next');
    expect((screen.getByRole('radio', { name: /Elite/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Recommended')).toBeTruthy();
    click('Start My EUR 1 Elite Trial Now');
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('http://localhost/api/sandbox-pay/checkout/abc'));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)).plan).toBe('elite');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it.each([
    [{ status: 200, body: { success: true, username: 'evetester' } }],
    [{ status: 502, body: { code: 'PAYMENT_PROCESS_FAILED', message: 'x' } }],
  ])('an Elite registration without a payment page fails with the spec\'s message (%o)', async (refusal) => {
    answer = refusal;
    renderWizard();
    fillStep1();
    click('Next');
    fillStep2();
    click('Next');
    click('Start My EUR 1 Elite Trial Now');
    await waitFor(() => expect(screen.getByTestId('register-feedback').textContent).toBe('Error while creating account: Payment process failed'));
    expect(redirect).not.toHaveBeenCalled();
  });

  it('creates a free account, alerts success and goes to /login', async () => {
    renderWizard();
    fillStep1();
    click('Next');
    fillStep2();
    click('Next');
    fireEvent.click(screen.getByRole('radio', { name: /Free/ }));
    click('Continue with Free Plan');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Your account has been created! Please check your email');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/register');
    expect(JSON.parse(String(init?.body))).toEqual({
      username: 'evetester', email: 'eve.tester@example.com', password: hashPasswordForTransport('Secret12'),
      firstname: 'Eve', lastname: 'Tester', country: { code: 'US', name: 'United States' },
      agreeTermsOfUse: true, emailOptIn: true, language: 'en', plan: 'free',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('login page')).toBeTruthy();
  });

  it.each([
    [{ status: 422, body: { code: 600, message: 'x' } }, 'Error while creating account: Username or email already existing'],
    [{ status: 422, body: { code: 601, message: 'x' } }, 'Incorrect referral code!'],
    [{ status: 422, body: { code: 700, message: 'x' } }, 'Error while creating account: Invitation Code invalid'],
    [{ status: 422, body: { code: 701, message: 'x' } }, 'Error while creating account: the email address you used for early access starts with an upper-case letter'],
    [{ status: 500, body: { code: 999, message: 'x' } }, 'Error while creating account: Unknown error'],
  ])('shows the message of a refused registration (%o)', async (refusal, message) => {
    answer = refusal;
    renderWizard();
    fillStep1();
    click('Next');
    fillStep2();
    click('Next');
    fireEvent.click(screen.getByRole('radio', { name: /Free/ }));
    click('Continue with Free Plan');
    await waitFor(() => expect(screen.getByTestId('register-feedback').textContent).toContain(message));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Cancel goes back to the start page', () => {
    renderWizard();
    click('Cancel');
    expect(screen.getByText('start page')).toBeTruthy();
  });

  it('speaks German', () => {
    renderWizard('', 'de');
    expect(screen.getByRole('heading', { level: 1, name: 'Konto anlegen' })).toBeTruthy();
    click('Weiter');
    expect(within(banner() as HTMLElement).getByText('Die E-Mail-Adresse ist erforderlich')).toBeTruthy();
  });
});
