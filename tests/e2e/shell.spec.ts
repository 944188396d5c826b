import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { authorizationOf, signIn, signOut } from './support/session';
import { followMailLink, freshAccount, hashPassword, registerByApi } from './support/outbox';
import { seriousViolations } from './support/accessibility';
import { widerThanScreen } from './support/layout';

/**
 * The shell issue's browser tests: the preserved deep link, the new-version dialog and its
 * snooze, a revoked session, the display modes and German (each with a screenshot under
 * test-results/), and the mobile layout at 390 px.
 */

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** A full-page screenshot kept under test-results/ and attached to the report. */
async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** Relative luminance of a CSS rgb() colour, 0 (black) to 1 (white). */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? ['0', '0', '0']).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

async function signInHere(page: Page, username: string): Promise<void> {
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill('Demo1234');
  await page.keyboard.press('Enter');
}

/** Puts an account's display settings back, whatever a test left. */
async function resetSettings(request: APIRequestContext, authorization: string): Promise<void> {
  await request.post('/api/userData', {
    headers: { authorization },
    data: { settings: { darkMode: false, compactModeStatus: false, colorblindModeStatus: false, language: 'en' } },
  });
}

test('a logged-out visitor of the overview reads why, then goes to the login a second later', async ({ page }) => {
  await page.goto('/dashboard/portfolio');
  await expect(page.getByRole('alert')).toHaveText('Please login to see an overview screen');
  await expect(page).toHaveURL(/\/dashboard\/portfolio$/);
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
  await expect(page.getByText('Please login to see an overview screen')).toHaveCount(0);
});

test('a protected deep link is kept through sign-in; unsafe and public ones are not', async ({ page }) => {
  // Quotes in a local path are refused: sign-in would go to the default destination.
  await page.goto('/dashboard/watchlists?name="x"');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('rs.preservedRedirect'))).toBeNull();

  await page.goto('/dashboard/detail/QQQ/watchlists?from=mail#levels');
  await expect(page).toHaveURL(/\/login$/);
  const kept = await page.evaluate(() => [sessionStorage.getItem('rs.preservedRedirect'), localStorage.getItem('rs.preservedRedirect')]);
  for (const value of kept) expect(JSON.parse(value ?? '{}')).toMatchObject({ url: '/dashboard/detail/QQQ/watchlists?from=mail#levels' });

  await signInHere(page, 'demopremium');
  await expect(page).toHaveURL(/\/dashboard\/detail\/QQQ\/watchlists\?from=mail#levels$/);
  await expect(page.getByTestId('detail-ticker')).toHaveText('QQQ');
  // Used once.
  expect(await page.evaluate(() => localStorage.getItem('rs.preservedRedirect'))).toBeNull();

  // The header search: a ticker and Enter opens its detail page.
  await page.getByRole('searchbox', { name: 'Ticker or ISIN' }).fill('spy');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/detail\/SPY\/overview$/);
  // An ISIN the server cannot resolve: the dialog names the entered value.
  await page.getByRole('searchbox', { name: 'Ticker or ISIN' }).fill(' us0000000001 ');
  await page.keyboard.press('Enter');
  const notFound = page.getByRole('alertdialog', { name: 'ISIN Not Found' });
  await expect(notFound).toContainText('US0000000001');
  await notFound.getByRole('button', { name: 'OK' }).click();
  await expect(notFound).toBeHidden();

  // The root goes to /dashboard for a signed-in user.
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);

  // The shell passes axe (light mode) on its screens, with a header dropdown open.
  for (const path of ['/home/home', '/dashboard/display-settings', '/dashboard/futures', '/dashboard/no-such-screen']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await page.getByRole('button', { name: /EOD ticker requests remaining/ }).click();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the new-version dialog: Update Later snoozes it for more than 10 minutes, Update Now logs out', async ({ page }, testInfo) => {
  await page.clock.install();
  await page.addInitScript(() => localStorage.setItem('rs.heartbeatMs', '2000'));
  // The server answers as a newer version than this build.
  for (const path of ['**/api/login', '**/api/heartbeat']) {
    await page.route(path, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: response.status() === 200 ? { ...body, serverVersion: '99.0.0' } : body });
    });
  }
  let heartbeats = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/heartbeat')) heartbeats++;
  });

  await signIn(page, 'demoelite');
  const dialog = page.getByRole('alertdialog', { name: 'A new version is available' });
  await expect(dialog).toBeVisible();
  await screenshot(page, testInfo, 'version-dialog');
  await dialog.getByRole('button', { name: 'Update Later' }).click();
  await expect(dialog).toBeHidden();

  // Heartbeats within the 10 minutes leave it hidden.
  await page.clock.fastForward('05:00');
  await expect.poll(() => heartbeats).toBeGreaterThan(0);
  const seen = heartbeats;
  await page.clock.fastForward('04:00');
  await expect.poll(() => heartbeats).toBeGreaterThan(seen);
  await expect(dialog).toBeHidden();

  // After more than 10 minutes the next heartbeat brings it back.
  await page.clock.fastForward('01:30');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Update Now' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // 'Update Now' reloads the app (a fresh bundle), signed out.
  await expect(page.locator('input[name=username]')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('rs.session')).catch(() => 'reloading')).toBeNull();
});

test('a revoked session shows the session-expired message and goes to /login', async ({ page, request }, testInfo) => {
  // Let the shell's own first calls finish with the live session.
  const navigationLoaded = page.waitForResponse((r) => r.url().endsWith('/api/navigation'));
  await signIn(page, 'demopremium');
  await navigationLoaded;
  const authorization = await authorizationOf(page);
  const deviceId = await page.evaluate(() => localStorage.getItem('rs.deviceId'));
  // The same session is logged out through the API, then the page makes a call with it.
  expect((await request.get('/api/logout', { headers: { authorization } })).status()).toBe(200);
  // A background call (the alerts' stream, a session hook) may meet the ended session first: then its alert is already up.
  await page.getByRole('alertdialog').waitFor({ timeout: 3_000 }).catch(async () => {
    // No background call met it yet: a click makes a call. An alert that comes up meanwhile takes the click: that is the end sought.
    await sidebar(page).getByRole('switch', { name: 'Compact mode' }).click({ timeout: 5_000 }).catch(() => undefined);
  });

  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Your session has expired. Please log in again.');
  await expect(page).toHaveURL(/\/login$/);
  await expect(alert).toBeVisible();
  await screenshot(page, testInfo, 'session-expired');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();

  const state = await page.evaluate(() => ({ session: localStorage.getItem('rs.session'), device: localStorage.getItem('rs.deviceId') }));
  expect(state.session).toBeNull();
  expect(state.device).toBe(deviceId);
});

/** Notes, in every frame from page load on, how many of the sidebar's labels are empty and how many it has. */
const SIDEBAR_LABELS_PROBE = `(() => {
  window.__rsSidebarFrames = [];
  const look = () => {
    const labels = [...document.querySelectorAll('#shell-sidebar .sidebar__label')];
    if (labels.length) window.__rsSidebarFrames.push([labels.filter((l) => !l.textContent.trim()).length, labels.length]);
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})()`;

test('after sign-in the sidebar shows every label from its first frame (the screens\' texts load with the sign-in)', async ({ page }) => {
  await page.addInitScript(SIDEBAR_LABELS_PROBE);
  await page.goto('/login');
  await signInHere(page, 'demopremium');
  await expect(page).toHaveURL(/\/home\/home$/);
  await expect(sidebar(page).getByRole('link', { name: 'Payment', exact: true })).toBeVisible();
  const frames = await page.evaluate('window.__rsSidebarFrames') as [number, number][];
  expect(frames.length).toBeGreaterThan(0);
  expect(frames.filter(([empty]) => empty > 0)).toEqual([]);
});

test('the sign-in field holds the last username that signed in here; logout keeps it, the password never', async ({ page }) => {
  await page.goto('/login');
  const username = page.locator('input[name=username]');
  const password = page.locator('input[name=password]');
  await expect(username).toHaveValue('');

  // Signed in with the email: the account's username is what is cached.
  await username.fill('demofree@example.com');
  await password.fill('Demo1234');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home\/home$/);
  await signOut(page);
  await expect(username).toHaveValue('demofree');
  await expect(password).toHaveValue('');
  const stored = await page.evaluate(() => Object.values({ ...localStorage }).join('\n'));
  expect(stored).not.toContain('Demo1234');

  // A reload keeps it; a failed sign-in under another name leaves it.
  await page.goto('/login');
  await expect(username).toHaveValue('demofree');
  await username.fill('nobodyofthatname');
  await password.fill('wrong-password');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('login-error')).toBeVisible();
  await page.reload();
  await expect(username).toHaveValue('demofree');
  // The prefilled field signs in with only the password typed.
  await password.fill('Demo1234');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home\/home$/);
});

test('dark, compact and colorblind modes and German: applied at once, saved, each with a screenshot', async ({ page }, testInfo) => {
  await signIn(page, 'demoelite');
  const authorization = await authorizationOf(page);
  await resetSettings(page.request, authorization);
  await page.goto('/dashboard/display-settings');
  const html = page.locator('html');
  const nav = sidebar(page);
  await expect(html).toHaveClass(/rs-theme-light/);
  expect(luminance(await page.evaluate(() => getComputedStyle(document.body).backgroundColor))).toBeGreaterThan(0.8);

  await nav.getByRole('switch', { name: 'Dark mode' }).click();
  await expect(html).toHaveClass(/rs-theme-dark/);
  // Really dark: the page and the panels are near black.
  expect(luminance(await page.evaluate(() => getComputedStyle(document.body).backgroundColor))).toBeLessThan(0.01);
  expect(luminance(await nav.evaluate((el) => getComputedStyle(el).backgroundColor))).toBeLessThan(0.02);
  await screenshot(page, testInfo, 'mode-dark');
  expect(await seriousViolations(page)).toEqual([]);

  await nav.getByRole('switch', { name: 'Compact mode' }).click();
  await expect(html).toHaveClass(/rs-compact/);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('13px');
  await screenshot(page, testInfo, 'mode-compact');

  await nav.getByRole('switch', { name: 'Colorblind' }).click();
  await expect(html).toHaveClass(/rs-colorblind/);
  const bullish = page.getByTestId('signal-preview').locator('[data-rating="bullish"]');
  await expect(bullish).toHaveClass(/rs-signal--colorblind/);
  expect(await bullish.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(86, 180, 233)');
  await screenshot(page, testInfo, 'mode-colorblind');

  // Saved to the user settings: a reload keeps all three.
  await page.reload();
  await expect(html).toHaveClass(/rs-theme-dark/);
  await expect(html).toHaveClass(/rs-compact/);
  await expect(html).toHaveClass(/rs-colorblind/);
  const saved = await page.request.get('/api/userData', { headers: { authorization } });
  expect(((await saved.json()) as { settings: Record<string, unknown> }).settings).toMatchObject({ darkMode: true, compactModeStatus: true, colorblindModeStatus: true });

  // German, at once: texts, number and date formats.
  await nav.getByRole('switch', { name: 'Compact mode' }).click();
  await nav.getByRole('switch', { name: 'Colorblind' }).click();
  await page.getByLabel('Language').selectOption('de');
  const navDe = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(navDe.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anzeige-Einstellungen');
  await expect(html).toHaveAttribute('lang', 'de');
  const preview = page.getByTestId('format-preview');
  await expect(preview).toContainText('1.234.567,89');
  await expect(preview).toContainText('04.06.2025');
  await expect(preview).toContainText('12,50 %');
  await screenshot(page, testInfo, 'language-german');
  await navDe.getByRole('link', { name: 'Start' }).click();
  await expect(page.getByTestId('home-rollover')).toContainText(/\d{2}\.\d{2}\.\d{4}/);
  await screenshot(page, testInfo, 'language-german-home');

  await resetSettings(page.request, authorization);
});

test('the mobile layout at 390 px: a drawer behind the menu button, nothing wider than the screen', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'demofree');
  const nav = sidebar(page);
  const menu = page.getByRole('button', { name: 'Open the menu' });
  await expect(menu).toBeVisible();
  await expect(nav).toBeHidden();
  // The widest parts are the home's tables: check once they are in.
  await expect(page.getByTestId('widget-main-markets').locator('table')).toBeVisible();
  expect(await widerThanScreen(page)).toEqual([]);
  await expect(page.getByRole('searchbox', { name: 'Ticker or ISIN' })).toBeVisible();
  await screenshot(page, testInfo, 'mobile-home');

  await menu.click();
  await expect(nav).toBeVisible();
  // Permission gating: a free user sees the Futures as a preview and no Crypto.
  await expect(nav.getByRole('link', { name: /Futures/ })).toContainText('Preview');
  await expect(nav.getByRole('link', { name: /Crypto/ })).toHaveCount(0);
  await screenshot(page, testInfo, 'mobile-menu');
  expect(await seriousViolations(page)).toEqual([]);
  await nav.getByRole('link', { name: /Futures/ }).click();
  await expect(nav).toBeHidden();
  await expect(page.getByTestId('futures-teaser').getByRole('heading', { level: 1 })).toBeVisible();

  // The balance dropdowns open within the screen.
  await page.getByRole('button', { name: /Token balance/ }).click();
  const panel = page.getByTestId('menu-tokens').locator('.shell-dropdown__panel');
  await expect(panel).toContainText('Buy tokens');
  const box = await panel.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await screenshot(page, testInfo, 'mobile-tokens');

  // Back from the payment provider: the payment-feedback overlay; Close logs out.
  await page.goto('/join/subscriptions?paymentFeedback=true&status=success&invoiceId=INV-2041');
  const feedback = page.getByRole('dialog', { name: 'Payment approved' });
  await expect(feedback).toContainText('Your subscription payment has been approved and is being processed.');
  await expect(feedback).toContainText('INV-2041');
  await screenshot(page, testInfo, 'mobile-payment-feedback');
  await feedback.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

/** An admin (through the API) sends a notification to one user. */
async function notify(request: APIRequestContext, username: string, title: string, content: string): Promise<void> {
  const login = await request.post('/api/login', { data: { username: 'demoadmin', password: hashPassword('Demo1234') } });
  const { user } = (await login.json()) as { user: { username: string; sessionId: string } };
  const authorization = `Basic ${Buffer.from(`${user.username}:${user.sessionId}`).toString('base64')}`;
  const draft = await request.post('/api/entities/DomainNotification', {
    headers: { authorization }, data: { payload: { title, content, audience: 'user', username, status: 'draft' } },
  });
  expect(draft.status(), await draft.text()).toBe(200);
  const { data } = (await draft.json()) as { data: { id: string } };
  expect((await request.post('/api/entities/DomainNotification/events/publish', { headers: { authorization }, data: { id: data.id } })).status()).toBe(200);
}

test('a new member: the intro modal, then the notifications one at a time', async ({ page, request }, testInfo) => {
  const { username, email } = freshAccount('intro');
  await registerByApi(request, username, email, 'Secret12');
  await followMailLink(page, email, '/verifyEmail');
  await expect(page.getByRole('status')).toHaveText('Your email has been successfully verified!');
  await notify(request, username, 'Scheduled maintenance', '<p>Sunday 2 to 4 am.</p>');
  await notify(request, username, 'New: gamma levels', 'Put wall, call wall and gamma flip for every optionable ticker.');

  await page.goto('/login');
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill('Secret12');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/intro$/);
  const intro = page.getByRole('dialog', { name: 'Welcome!' });
  await expect(intro).toContainText('no financial advice');
  const activate = intro.getByRole('button', { name: 'Activate my account' });
  await expect(activate).toBeDisabled();
  await intro.getByLabel('I understand that this is no financial advice.').check();
  await expect(activate).toBeDisabled();
  await intro.getByLabel('I understand that the data must not be shared.').check();
  await expect(activate).toBeEnabled();
  await screenshot(page, testInfo, 'intro-modal');
  expect(await seriousViolations(page)).toEqual([]);

  // A failing call: the spec's message; the modal stays.
  await page.route('**/api/verifyIntro', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }), { times: 1 });
  await activate.click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Sorry, an error happened. Please try again...');
  await alert.getByRole('button', { name: 'OK' }).click();
  await activate.click();
  await expect(page).toHaveURL(/\/dashboard\/watchlists$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Watchlists' })).toBeVisible();

  // The notifications of the login answer, one at a time; a failed acknowledge says so.
  // Newest first, as the server lists them; simple HTML shows as text.
  const first = page.getByRole('dialog', { name: 'New: gamma levels' });
  await expect(first).toContainText('Put wall, call wall and gamma flip');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await page.route('**/api/acknowledgeNotification', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }), { times: 1 });
  await first.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(first.getByRole('alert')).toHaveText('Failed to acknowledge notification. Please try again or contact support if the problem persists.');
  await first.getByRole('button', { name: 'Acknowledge' }).click();
  const second = page.getByRole('dialog', { name: 'Scheduled maintenance' });
  await expect(second).toHaveText(/Sunday 2 to 4 am\./);
  await expect(second).not.toContainText('<p>');
  await second.getByRole('button', { name: 'Acknowledge' }).click();

  // The account registered without the email opt-in: the opt-in dialog comes next.
  const optIn = page.getByRole('dialog', { name: 'Stay informed' });
  await optIn.getByRole('button', { name: 'No thanks' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const user = await request.get('/api/userData', { headers: { authorization: await authorizationOf(page) } });
  expect(await user.json()).toMatchObject({ emailOptIn: false, ui_flags: { show_mail_opt_in_dialog: false } });
  const left = await request.get('/api/fetchNotifications', { headers: { authorization: await authorizationOf(page) } });
  expect(((await left.json()) as { notifications: { acknowledged: boolean }[] }).notifications.every((n) => n.acknowledged)).toBe(true);
});

test('an unknown address shows "Page not found" with the way home; every sidebar entry opens a real screen', async ({ page }) => {
  // One visit per sidebar entry: the sidebar has grown past what the default minute allows.
  test.setTimeout(240_000);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByText('There is no page at /no-such-page.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the start page' }).click();
  await expect(page).toHaveURL(/\/$/);

  await signIn(page, 'demoelite');
  await page.goto('/dashboard/no-such-screen');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/home\/home$/);

  const nav = sidebar(page);
  const targets = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(targets.length).toBeGreaterThan(5);
  for (const target of targets) {
    await page.goto(target);
    await expect(page.getByRole('heading', { level: 1 }).first(), target).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' }), target).toHaveCount(0);
    await expect(page.getByText(/being built|coming soon/i), target).toHaveCount(0);
  }
});
