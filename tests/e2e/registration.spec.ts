import { expect, test, type Page } from '@playwright/test';
import { followMailLink, freshAccount } from './support/outbox';

/** The wizard's validation banner. */
const banner = (page: Page) => page.getByTestId('error-banner');

async function fillAccountStep(page: Page, email: string, password = 'Secret12', confirmation = password): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(confirmation);
}

async function fillDetailsStep(page: Page, first = 'Eve', last = 'Tester'): Promise<void> {
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('I confirm that I am at least 18 years old').check();
}

test('a visitor registers a free account in the wizard, verifies it through the outbox and signs in', async ({ page }) => {
  const { username, email } = freshAccount('wiz');
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
  await expect(page.getByLabel(/I agree to the/)).toBeChecked();
  await expect(page.getByLabel(/Send me market updates/)).toBeChecked();
  await fillAccountStep(page, email.toUpperCase());
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Tell Us About Yourself' })).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue(username);
  await expect(page.getByLabel('Country')).toHaveValue('US');
  await expect(page.getByLabel('Country').locator('option:checked')).toHaveText('United States');
  await fillDetailsStep(page);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Elite/ })).toBeChecked();
  await expect(page.getByTestId('plan-elite')).toContainText('Recommended');
  await expect(page.getByTestId('plan-elite')).toContainText('EUR 1 for 1 month');
  await expect(page.getByTestId('plan-elite')).toContainText('excl. VAT, then EUR 76 per month');
  await expect(page.getByTestId('plan-free')).toContainText('EUR 0');
  await expect(page.getByRole('list', { name: 'Security' })).toBeVisible();
  await page.getByTestId('plan-free').click();
  await page.getByRole('button', { name: 'Continue with Free Plan' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Your account has been created! Please check your email');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await followMailLink(page, email, '/verifyEmail');
  await expect(page.getByRole('status')).toHaveText('Your email has been successfully verified!');

  await page.goto('/login');
  await page.getByLabel('Email or username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Secret12');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/(dashboard\/intro|home\/home)$/);
});

test('the wizard lists every validation message of steps 1 and 2 and clears them on edit', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel(/I agree to the/).uncheck();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(banner(page).getByRole('listitem')).toHaveText([
    'Email is required', 'Password is required', 'Password confirmation is required',
    'You must agree to the terms and conditions to continue',
  ]);
  await page.getByLabel('Email', { exact: true }).fill('not-an-address');
  await expect(banner(page)).not.toContainText('Email is required');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(banner(page)).toContainText('Please enter a valid email address');

  await fillAccountStep(page, 'rules@example.com', 'abc', 'abd');
  await page.getByLabel(/I agree to the/).check();
  await page.keyboard.press('Enter');
  await expect(banner(page).getByRole('listitem')).toHaveText([
    'Your entered passwords do not match',
    'Your Password should contain at least 6 characters',
    'Your Password should contain at least 1 digit [0-9]',
    'Your Password should contain at least 1 upper case character [A-Z]',
  ]);
  await fillAccountStep(page, 'rules@example.com', 'ABCDEFG1');
  await page.keyboard.press('Enter');
  await expect(banner(page).getByRole('listitem')).toHaveText(['Your Password should contain at least 1 lower case character [a-z]']);

  await fillAccountStep(page, 'rules@example.com', 'Secret12');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Tell Us About Yourself' })).toBeVisible();
  await page.getByLabel('Username').fill('');
  await page.getByLabel('Country').selectOption('');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(banner(page).getByRole('listitem')).toHaveText([
    'Username is required', 'First name is required', 'Last name is required',
    'Please select your country', 'You must be at least 18 years old to register',
  ]);
  await page.getByLabel('Username').fill('no spaces!');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(banner(page)).toContainText('Username should only contain letters and numbers');
  await page.getByLabel('Country').selectOption('DE');
  await expect(banner(page)).not.toContainText('Please select your country');
});

test('the wizard takes email and referralId from the query', async ({ page }) => {
  await page.goto('/register?email=Query.User%40Example.com&referralId=FRIEND42');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('query.user@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Secret12');
  await page.getByLabel('Confirm password', { exact: true }).fill('Secret12');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Username')).toHaveValue('queryuser');
  await expect(page.getByLabel('Referral code (optional)')).toHaveValue('FRIEND42');
});

test('every registration error code shows its message', async ({ page }) => {
  const { username, email } = freshAccount('regerr');
  await page.goto('/register');
  await fillAccountStep(page, email);
  await page.keyboard.press('Enter');
  await page.getByLabel('Username').fill('demofree');
  await fillDetailsStep(page);
  await page.keyboard.press('Enter');
  await page.getByTestId('plan-free').click();
  const create = page.getByRole('button', { name: 'Continue with Free Plan' });
  const feedback = page.getByTestId('register-feedback');

  // 600 from the server: the seeded demo account holds the username.
  await create.click();
  await expect(feedback).toHaveText('Error while creating account: Username or email already existing');

  // 601 from the server: an unknown referral code.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Referral code (optional)').fill('NOSUCHCODE');
  await page.keyboard.press('Enter');
  await create.click();
  await expect(feedback).toHaveText('Incorrect referral code!');

  // 700, 701 and any other code: the server has no invitation codes, so these answers are staged.
  const staged: [number | string, string][] = [
    [700, 'Error while creating account: Invitation Code invalid'],
    [701, 'Error while creating account: the email address you used for early access starts with an upper-case letter'],
    [999, 'Error while creating account: Unknown error'],
  ];
  for (const [code, message] of staged) {
    await page.route('**/api/register', (route) => route.fulfill({ status: 422, json: { statusCode: 422, error: 'x', message: 'x', code } }));
    await create.click();
    await expect(feedback).toContainText(message);
    await page.unroute('**/api/register');
  }
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
