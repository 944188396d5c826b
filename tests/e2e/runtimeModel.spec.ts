import { expect, test, type Page } from '@playwright/test';
import { authorizationOf, signIn, signOut } from './support/session';

/**
 * The engine issue's flow: an admin defines an entity model and a list model in the browser,
 * adds a sidebar entry, and a member then uses the new screen — no build, no deploy.
 */
const suffix = Date.now().toString(36);
const name = `Expense${suffix}`;

const entityModel = {
  modelClass: 'EntityModel',
  name,
  label: { en: 'Expense', de: 'Ausgabe' },
  schema: { type: 'object', properties: { title: { type: 'string', maxLength: 100 }, amount: { type: 'number' } } },
  fieldLabels: { title: { en: 'Title', de: 'Titel' }, amount: { en: 'Amount', de: 'Betrag' } },
  rules: {
    title: [
      { rule: 'isSet', message: { en: 'Please enter a title', de: 'Bitte einen Titel eingeben' } },
      { rule: 'minLength', value: 3, message: { en: 'The title needs at least 3 characters', de: 'Der Titel braucht mindestens 3 Zeichen' } },
    ],
    amount: [{ rule: 'isSet', message: { en: 'Please enter an amount', de: 'Bitte einen Betrag eingeben' } }],
  },
  permissions: { read: [], write: [], ownerScoped: true },
};

const listModel = {
  modelClass: 'ListModel',
  name,
  label: { en: 'Expenses', de: 'Ausgaben' },
  source: { kind: 'entity', entity: name },
  form: name,
  columns: [
    { key: 'payload.title', label: { en: 'Title', de: 'Titel' }, type: 'string', group: 'GENERAL', sortable: true, filter: { type: 'text' } },
    { key: 'payload.amount', label: { en: 'Amount', de: 'Betrag' }, type: 'number', group: 'GENERAL', sortable: true, filter: { type: 'number' } },
  ],
  defaultSort: { key: 'payload.title', direction: 'asc' },
  rowActions: [{ id: 'edit', label: { en: 'Edit', de: 'Bearbeiten' }, kind: 'edit' }],
};

async function defineInEditor(page: Page, modelClass: 'EntityModel' | 'ListModel', model: object): Promise<void> {
  await page.getByLabel('Name of a new model').fill(name);
  await page.getByRole('button', { name: modelClass === 'EntityModel' ? 'New entity model' : 'New list model' }).click();
  const editor = page.getByLabel('Model definition (JSON)');
  await editor.fill('{ "modelClass": "ListModel", "name": 1 }');
  await expect(page.getByTestId('model-problems')).toBeVisible();
  await editor.fill(JSON.stringify(model, null, 2));
  await expect(page.getByText('The model is valid.')).toBeVisible();
  await page.getByLabel('Change note').fill(`first ${modelClass}`);
  await page.getByRole('button', { name: 'Save version' }).click();
  await expect(page.getByRole('alert')).toContainText('Saved as version 1');
}

async function addExpense(page: Page, title: string, amount: string): Promise<void> {
  await page.getByRole('button', { name: 'New', exact: true }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Amount').fill(amount);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
}

function titlesIn(page: Page) {
  return page.locator('.rs-list__row [role="cell"][data-key="payload.title"]');
}

test('an admin defines a screen at runtime and a member uses it', async ({ page, request }) => {
  await signIn(page, 'demoadmin');
  await page.goto('/dashboard/admin/models');
  await defineInEditor(page, 'EntityModel', entityModel);
  await defineInEditor(page, 'ListModel', listModel);

  const nav = page.getByRole('form', { name: 'Sidebar entry' });
  await nav.getByLabel('Label (English)').fill(`Expenses ${suffix}`);
  await nav.getByLabel('Label (German)').fill(`Ausgaben ${suffix}`);
  await nav.getByRole('button', { name: 'Add to sidebar' }).click();
  await expect(page.getByRole('alert')).toContainText(`/dashboard/m/${name}`);
  await signOut(page);

  await signIn(page, 'demofree');
  await page.getByRole('link', { name: `Expenses ${suffix}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/m/${name}$`));
  await expect(page.getByRole('heading', { name: 'Expenses' })).toBeVisible();

  // Bad input: the rule messages of the model, listed under the heading.
  await page.getByRole('button', { name: 'New', exact: true }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Title').fill('ab');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please check the following issues with your entered data:')).toBeVisible();
  await expect(form.getByText('The title needs at least 3 characters').first()).toBeVisible();
  await expect(form.getByText('Please enter an amount').first()).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();

  await addExpense(page, 'Taxi', '30');
  await addExpense(page, 'Lunch', '12');
  await addExpense(page, 'Books', '25');
  await expect(titlesIn(page)).toHaveText(['Books', 'Lunch', 'Taxi']);

  // Sort by amount, then filter amounts above 20.
  await page.locator('[role=columnheader][data-key="payload.amount"] .rs-list__sort').click();
  await expect(titlesIn(page)).toHaveText(['Lunch', 'Books', 'Taxi']);
  await page.getByRole('button', { name: 'Filter Amount' }).click();
  const panel = page.getByRole('dialog', { name: /Amount/ });
  await panel.getByRole('textbox').first().fill('20');
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(titlesIn(page)).toHaveText(['Books', 'Taxi']);

  // The server refuses the same bad input with the same messages.
  const authorization = await authorizationOf(page);
  const refused = await request.post(`/api/entities/${name}`, { headers: { authorization }, data: { payload: { title: 'ab' } } });
  expect(refused.status()).toBe(400);
  const body = (await refused.json()) as { message: string; errors: { field: string; message: string }[] };
  expect(body.message).toBe('Please check the following issues with your entered data:');
  expect(body.errors.map((e) => e.message).sort()).toEqual(['Please enter an amount', 'The title needs at least 3 characters']);

  // Without the permission: 403 (saved scanner queries need BASIC_OR_PREMIUM, FAQ entries a CMS manager).
  const list = await request.post('/api/list/DomainScannerQuery', { headers: { authorization }, data: {} });
  expect(list.status()).toBe(403);
  const faq = await request.post('/api/entities/DomainFAQSection', { headers: { authorization }, data: { payload: { section: 'x' } } });
  expect(faq.status()).toBe(403);
});
