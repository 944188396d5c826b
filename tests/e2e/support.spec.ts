import { expect as baseExpect, test, type Page } from '@playwright/test';
import { freshAccount, followMailLink, hashPassword } from './support/outbox';
import { signIn, signOut } from './support/session';
import { seriousViolations } from './support/accessibility';

/**
 * Issue 26, scopes 3 and 4 (plugins/support): a member files a support ticket with two screenshots
 * (a program renamed .png and a second file of the same name are refused in the drop zone) and sees
 * it in their list; the support inbox is mailed; an admin answers it in the support ticket editor;
 * the member gets the answer by mail (the outbox) and on the support screen. Contact pages lead to the form.
 */

const expect = baseExpect.configure({ timeout: 20_000 });

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const EXE = Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000000000000000', 'hex'), Buffer.alloc(512)]);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** A fresh verified member who has confirmed the intro (so that no first-visit dialog covers the screens). */
async function verifiedMember(page: Page, prefix: string): Promise<{ username: string; email: string }> {
  const account = freshAccount(prefix);
  const res = await page.request.post('/api/register', {
    data: {
      username: account.username, email: account.email, password: hashPassword('Demo1234'), firstname: 'Sam', lastname: 'Support',
      country: { code: 'DE', name: 'Germany' }, agreeTermsOfUse: true, emailOptIn: true, language: 'en',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  await followMailLink(page, account.email, '/verifyEmail');
  await expect(page.getByRole('status')).toHaveText('Your email has been successfully verified!');
  const login = await page.request.post('/api/login', { data: { username: account.username, password: hashPassword('Demo1234') } });
  const { user } = (await login.json()) as { user: { username: string; sessionId: string } };
  const authorization = `Basic ${Buffer.from(`${user.username}:${user.sessionId}`).toString('base64')}`;
  expect((await page.request.post('/api/verifyIntro', { headers: { authorization }, data: { noFinancialAdvise: true, willNotShare: true } })).status()).toBe(200);
  return account;
}

test('a member files a ticket with two screenshots; an admin answers; the member is mailed and reads the answer', async ({ page }) => {
  test.setTimeout(120_000);
  const member = await verifiedMember(page, 'sup');
  const title = `Chart empty ${Date.now()}`;
  await signIn(page, member.username);

  await page.getByRole('navigation').getByRole('link', { name: 'Support', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/support$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expect(page.getByText('Accepted files: images with less than 5MB')).toBeVisible();
  await expect(page.getByRole('note')).toContainText('close all other tabs');
  const submit = page.getByRole('button', { name: 'CREATE A SUPPORT TICKET' });
  await expect(submit).toBeDisabled();
  await expect(page.getByText('You have not sent a support ticket yet.')).toBeVisible();

  const titleBox = page.getByRole('textbox', { name: 'Title' });
  await titleBox.fill('  ab ');
  await titleBox.blur();
  await expect(page.getByText('should NOT be shorter than 3 characters')).toBeVisible();
  await expect(submit).toBeDisabled();
  await titleBox.fill(title);
  await page.getByRole('textbox', { name: 'Content' }).fill('The SPY chart shows no candles.');

  const files = page.getByTestId('support-file-input');
  await files.setInputFiles([png('chart.png'), { name: 'virus.png', mimeType: 'image/png', buffer: EXE }]);
  await expect(page.getByText('virus.png: There was an error accepting this file. Is it an image? Is the file smaller 5MB?')).toBeVisible();
  await files.setInputFiles([png('chart.png'), png('table.png')]);
  await expect(page.getByText('chart.png: A file with the same name is already in the list.')).toBeVisible();
  const listed = page.getByRole('list', { name: 'Screenshots to send' });
  await expect(listed.getByRole('listitem')).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);

  await submit.click();
  const success = page.getByRole('alertdialog', { name: 'Success' });
  await expect(success).toContainText('Your support ticket has been created.');
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(titleBox).toHaveValue('');
  await expect(listed).toHaveCount(0);

  const ticket = page.getByTestId('support-ticket').filter({ hasText: title });
  await expect(ticket).toBeVisible();
  await expect(ticket.getByTestId('support-status')).toHaveText('Open');
  await expect(ticket.getByRole('img', { name: 'chart.png' })).toBeVisible();
  await expect(ticket.getByRole('img', { name: 'table.png' })).toBeVisible();
  await signOut(page);

  // The support inbox got the ticket.
  await page.goto('/dev/outbox');
  await expect(page.getByTestId('outbox-mail').filter({ hasText: `Support ticket from ${member.username}: ${title}` })).toBeVisible();

  await signIn(page, 'demoadmin');
  await page.getByRole('navigation').getByRole('link', { name: 'Support tickets' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/support-tickets$/);
  await page.getByRole('button', { name: title }).click();
  const editor = page.getByTestId('support-editor');
  await expect(editor.getByRole('heading', { name: title })).toBeVisible();
  await expect(editor.getByText(`From ${member.username} (${member.email})`)).toBeVisible();
  await expect(editor.getByRole('img', { name: 'table.png' })).toBeVisible();
  await editor.getByRole('textbox', { name: 'Your answer' }).fill('The candles of the night were late; they are back now.');
  await editor.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByTestId('support-editor').getByTestId('support-reply')).toContainText('they are back now');
  await expect(page.getByTestId('support-admin-row').filter({ hasText: title }).getByTestId('support-status')).toHaveText('Answered');
  expect(await seriousViolations(page)).toEqual([]);
  await signOut(page);

  // The member's answer mail, with the link to the support screen.
  await page.goto('/dev/outbox');
  const mail = page.getByTestId('outbox-mail').filter({ hasText: member.email }).filter({ hasText: `Our answer to your support ticket "${title}"` });
  await expect(mail).toContainText('they are back now');
  await mail.getByRole('link', { name: '/dashboard/support' }).click();
  await page.locator('input[name=username]').fill(member.username);
  await page.locator('input[name=password]').fill('Demo1234');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/(support|intro)$/);
  await page.goto('/dashboard/support');
  const answered = page.getByTestId('support-ticket').filter({ hasText: title });
  await expect(answered.getByTestId('support-status')).toHaveText('Answered');
  await expect(answered.getByTestId('support-reply')).toContainText('they are back now');
});

test('the contact pages give the support facts and lead to the support form', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: 'support@rangescope.local' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create a support ticket' })).toBeVisible();

  await signIn(page, 'demofree');
  await page.getByRole('navigation').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/help\/contact$/);
  await expect(page.getByText('Our support answers within about 2 hours during business hours.')).toBeVisible();
  await page.getByRole('link', { name: 'Create a support ticket' }).click();
  await expect(page).toHaveURL(/\/dashboard\/support$/);
  await expect(page.getByRole('button', { name: 'CREATE A SUPPORT TICKET' })).toBeVisible();
});
