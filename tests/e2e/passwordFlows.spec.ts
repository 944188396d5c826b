import { expect, test } from '@playwright/test';
import { followMailLink, freshAccount, registerByApi } from './support/outbox';

test('five wrong passwords lock the account with the lock-out message', async ({ page, request }) => {
  const { username, email } = freshAccount('lock');
  await registerByApi(request, username, email, 'Secret12');
  await page.goto('/login');
  const error = page.getByTestId('login-error');
  for (let attempt = 1; attempt <= 5; attempt++) {
    await page.getByLabel('Email or username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(`Wrong${attempt}x`);
    await page.keyboard.press('Enter');
    if (attempt < 5) {
      await expect(error).toHaveText('Username or password is incorrect');
      // A failed sign-in clears the password field.
      await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    }
  }
  await expect(error).toContainText('Your account is locked due to too many failed login attempts. Please reset your password or contact our support.');
  await expect(error.getByRole('link', { name: 'Reset your password' })).toHaveAttribute('href', '/pw');
  await expect(page).toHaveURL(/\/login$/);
});

test('an unverified account is told to verify its email, can get a new link and its username', async ({ page, request }) => {
  const { username, email } = freshAccount('unver');
  await registerByApi(request, username, email, 'Secret12');
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Secret12');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('login-error')).toContainText('Please check your email account to verify your email address');
  await page.getByRole('link', { name: 'Send me a new verification link' }).click();
  await expect(page).toHaveURL(/\/resendEmailVerification$/);
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByRole('button', { name: 'Send verification link' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your entered email address seems to be invalid');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send verification link' }).click();
  await expect(page.getByRole('status')).toHaveText('Verification link sent successfully. Please check your inbox');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot username?' }).click();
  await page.getByLabel('Email').fill('nope');
  await page.getByRole('button', { name: 'Send my username' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please check your email address');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send my username' }).click();
  await expect(page.getByRole('status')).toContainText('we have sent its username there');
  const outbox = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const { mails } = (await outbox.json()) as { mails: { text: string }[] };
  expect(mails.some((m) => m.text.includes(username))).toBe(true);
});

test('forgot password: mail, new password with its messages, the pwReset banner, and sign-in with the new password', async ({ page, request }) => {
  const { username, email } = freshAccount('reset');
  await registerByApi(request, username, email, 'Secret12');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/pw$/);
  const submit = page.getByRole('button', { name: 'Reset Password' });
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Please fill out all the fields...');
  await page.getByLabel('Email').fill('broken@');
  await page.getByLabel('Email').blur();
  await expect(page.getByRole('alert')).toHaveText('Please check your email address');
  await expect(submit).toBeDisabled();
  await page.getByLabel('Email').fill(email);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole('status')).toContainText('Please also check your spam folder');
  await expect(page.getByRole('link', { name: 'Back to login' })).toBeVisible();

  await followMailLink(page, email, '/setNewPW');
  const password = page.getByLabel('New password', { exact: true });
  const again = page.getByLabel('Re-enter new password', { exact: true });
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please set a new password...');

  await password.fill('abc');
  await again.fill('abd');
  await page.keyboard.press('Enter');
  const banner = page.getByTestId('error-banner');
  await expect(banner).toContainText('Please check the entered password');
  await expect(banner.getByRole('listitem')).toHaveText([
    'Your entered passwords do not match',
    'Your Password should contain at least 6 characters',
    'Your Password should contain at least 1 digit [0-9]',
    'Your Password should contain at least 1 upper case character [A-Z]',
  ]);
  await password.fill('ABCDEFG1');
  await again.fill('ABCDEFG1');
  await page.keyboard.press('Enter');
  await expect(banner.getByRole('listitem')).toHaveText(['Your Password should contain at least 1 lower case character [a-z]']);

  // Show/hide on each field.
  await password.fill('NewSecret9');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).first().click();
  await expect(password).toHaveAttribute('type', 'text');
  await again.fill('NewSecret9');
  await again.press('Enter');

  await expect(page).toHaveURL(/\/login\?pwReset=true$/);
  const done = page.getByTestId('pw-reset-banner');
  await expect(done).toHaveText('Your password has been changed. Please sign in with your new password.');
  await expect(done).toBeHidden({ timeout: 8000 });

  await page.getByLabel('Email or username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('Secret12');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('login-error')).toHaveText('Username or password is incorrect');
  await page.getByLabel('Password', { exact: true }).fill('NewSecret9');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/(dashboard\/intro|home\/home)$/);
});

test('a reset link without its token says it is invalid', async ({ page }) => {
  await page.goto('/setNewPW?email=someone%40example.com');
  await expect(page.getByRole('alert')).toContainText('This password reset link is invalid or has expired.');
  await page.goto('/setNewPW?email=someone%40example.com&resetToken=abcdefghijklmnop');
  await page.getByLabel('New password', { exact: true }).fill('NewSecret9');
  await page.getByLabel('Re-enter new password', { exact: true }).fill('NewSecret9');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('This password reset link is invalid or has expired.');
});
