// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EntityForm, type EntityFormProps } from './EntityForm';
import { renderWithI18n } from './testing/renderWithI18n';
import { PASSWORD_MESSAGES as M, passwordChangeModel, validPasswordChange } from './testing/passwordChangeModel';
import { supportTicketModel } from './testing/supportTicketModel';
import type { FormRecord } from './entityFormTypes';

const HEADING = 'Please check the following issues with your entered data:';

afterEach(cleanup);

function renderForm(props: Partial<EntityFormProps> = {}) {
  const onSubmit = vi.fn<(payload: FormRecord) => void | Promise<void>>();
  const language = props.language ?? 'en';
  const view = renderWithI18n(<EntityForm model={passwordChangeModel} language={language} onSubmit={onSubmit} {...props} />, language);
  return { onSubmit: props.onSubmit ?? onSubmit, ...view };
}

/** A field by its label; rjsf appends '*' to required ones. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));
const queryField = (label: string) => screen.queryByLabelText(new RegExp(`^${label}\\*?$`));
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
/** Picks an option of a select by its text (rjsf's option values are indexes). */
function choose(label: string, text: string) {
  const option = within(field(label)).getByRole('option', { name: text }) as HTMLOptionElement;
  fireEvent.change(field(label), { target: { value: option.value } });
}
/** Whether a message is shown (in the list and under its field). */
const shows = (text: string) => screen.queryAllByText(text).length > 0;
const save = (name = 'Save') => fireEvent.click(screen.getByRole('button', { name }));
const errorList = () => screen.getByRole('alert');

/** The messages rjsf shows under a field, found through the input's aria-describedby. */
function fieldMessages(label: string): string[] {
  const input = field(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('__error'));
  return ids.flatMap((id) => [...(document.getElementById(id)?.querySelectorAll('li') ?? [])].map((li) => li.textContent ?? ''));
}

function fillPasswords(oldPW: string, newPW: string, confirmation: string) {
  if (oldPW) type('Current password', oldPW);
  type('New password', newPW);
  type('Confirm new password', confirmation);
}

describe('EntityForm: the password change', () => {
  it('renders the screen fields with the model labels as password inputs', () => {
    renderForm();
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      expect(field(label)).toHaveProperty('type', 'password');
    }
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses bad input with the heading and the spec messages, without calling onSubmit', async () => {
    const { onSubmit } = renderForm();
    fillPasswords('', 'abc', 'abd');
    save();
    await waitFor(() => expect(shows(HEADING)).toBe(true));
    const listed = within(errorList()).getAllByRole('listitem').map((li) => li.textContent);
    expect(listed).toEqual(expect.arrayContaining([
      `Current password: ${M.oldRequired.en}`,
      `New password: ${M.length.en}`,
      `New password: ${M.digit.en}`,
      `New password: ${M.upper.en}`,
      `Confirm new password: ${M.match.en}`,
    ]));
    expect(listed).toHaveLength(5);
    expect(document.activeElement).toBe(field('Current password'));
    expect(fieldMessages('New password').sort()).toEqual([M.length.en, M.digit.en, M.upper.en].sort());
    expect(fieldMessages('Confirm new password')).toEqual([M.match.en]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says a field is required, not that the values differ, when it is empty', async () => {
    renderForm();
    save();
    await waitFor(() => expect(shows(HEADING)).toBe(true));
    expect(fieldMessages('New password')).toEqual([M.required.en]);
    expect(fieldMessages('Confirm new password')).toEqual([M.confirmationRequired.en]);
  });

  it('calls onSubmit with the payload when the rules pass', async () => {
    const { onSubmit } = renderForm();
    fillPasswords(validPasswordChange.oldPW, validPasswordChange.newPW, validPasswordChange.newPWConfirmation);
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(validPasswordChange);
    expect(shows(HEADING)).toBe(false);
  });

  it('clears the errors as the user fixes the input', async () => {
    const { onSubmit } = renderForm();
    fillPasswords('OldSecret1', 'abc', 'abc');
    save();
    await waitFor(() => expect(shows(M.digit.en)).toBe(true));
    type('New password', 'abcdef1');
    await waitFor(() => expect(shows(M.digit.en)).toBe(false));
    expect(fieldMessages('New password')).toEqual([M.upper.en]);
    expect(shows(M.match.en)).toBe(true);
    type('New password', 'Abcdef1');
    type('Confirm new password', 'Abcdef1');
    await waitFor(() => expect(shows(HEADING)).toBe(false));
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ oldPW: 'OldSecret1', newPW: 'Abcdef1', newPWConfirmation: 'Abcdef1' }));
  });

  it('speaks German with language de: labels, heading, button and the inline messages', async () => {
    renderForm({ language: 'de' });
    type('Neues Passwort', 'abcdef');
    save('Speichern');
    await waitFor(() => expect(shows('Bitte überprüfen Sie die folgenden Punkte in Ihren Eingaben:')).toBe(true));
    expect(shows(M.oldRequired.de)).toBe(true);
    expect(fieldMessages('Neues Passwort').sort()).toEqual([M.digit.de, M.upper.de].sort());
    expect(fieldMessages('Neues Passwort bestätigen')).toEqual([M.confirmationRequired.de]);
  });

  it('re-renders the errors in the new language when the language changes', async () => {
    const onSubmit = vi.fn();
    const { rerender } = renderWithI18n(<EntityForm model={passwordChangeModel} language="en" onSubmit={onSubmit} />);
    fillPasswords('OldSecret1', 'abcdef1', 'abcdef1');
    save();
    await waitFor(() => expect(shows(M.upper.en)).toBe(true));
    field('Confirm new password').focus();
    rerender(<EntityForm model={passwordChangeModel} language="de" onSubmit={onSubmit} />);
    await waitFor(() => expect(fieldMessages('Neues Passwort')).toEqual([M.upper.de]));
    expect(document.activeElement).toBe(field('Neues Passwort bestätigen'));
    expect((field('Neues Passwort') as HTMLInputElement).value).toBe('abcdef1');
    expect(shows(M.upper.en)).toBe(false);
  });

  it('disables the submit button while busy', () => {
    renderForm({ busy: true, submitLabel: 'Change password' });
    expect(screen.getByRole('button', { name: 'Change password' })).toHaveProperty('disabled', true);
  });

  it('offers Cancel when asked', () => {
    const onCancel = vi.fn();
    renderForm({ onCancel });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('EntityForm: server errors', () => {
  const refused = [{ field: 'oldPW', rule: 'checkPW', message: 'Your current password is not correct' }];

  it('shows the errors of a refused save like its own, and clears them on edit', async () => {
    renderForm({ serverErrors: refused, initial: validPasswordChange });
    expect(shows(HEADING)).toBe(true);
    expect(fieldMessages('Current password')).toEqual(['Your current password is not correct']);
    type('Current password', 'OtherSecret1');
    await waitFor(() => expect(shows(HEADING)).toBe(false));
  });

  it('translates a server error without a message through its keys', () => {
    renderForm({ serverErrors: [{ field: 'newPW', rule: 'minLength', messageKeys: ['models:PasswordChange.newPW.error.minLength', 'validation:minLength'], params: { value: 8 } }] });
    expect(fieldMessages('New password')).toEqual(['Please enter at least 8 characters']);
  });

  it('shows the field errors a rejected onSubmit carries (the 400 body)', async () => {
    const onSubmit = vi.fn(() => Promise.reject(Object.assign(new Error('refused'), { status: 400, body: { errors: refused } })));
    renderForm({ onSubmit, initial: validPasswordChange });
    save();
    await waitFor(() => expect(shows('Your current password is not correct')).toBe(true));
    expect(shows(HEADING)).toBe(true);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
  });

  it('keeps the button disabled while onSubmit runs and says something went wrong when it fails', async () => {
    let reject: (reason: unknown) => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((_, r) => { reject = r; }));
    renderForm({ onSubmit, initial: validPasswordChange });
    save();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true));
    reject(new Error('network down'));
    await waitFor(() => expect(shows('Something went wrong...')).toBe(true));
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
  });
});

describe('EntityForm: screens', () => {
  const ticket = { title: 'Chart is empty', email: 'ann@example.com', message: 'The chart of SPY stays empty.', priority: 'high' };

  it('create: shows only its fields; a broken rule of a hidden field does not block', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<EntityForm model={supportTicketModel} screen="create" language="en" onSubmit={onSubmit} />);
    expect(queryField('Internal note')).toBeNull();
    expect(field('Message').tagName).toBe('TEXTAREA');
    expect(field('Email')).toHaveProperty('type', 'email');
    type('Subject', ticket.title);
    type('Email', ticket.email);
    type('Message', ticket.message);
    choose('Priority', 'high');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(ticket));
  });

  it('create: the shown fields still block, with default texts where the model has none', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<EntityForm model={supportTicketModel} screen="create" language="en" onSubmit={onSubmit} />);
    type('Email', 'ann@example');
    type('Message', 'short');
    save();
    await waitFor(() => expect(shows(HEADING)).toBe(true));
    expect(fieldMessages('Subject')).toEqual(['Please enter a subject']);
    expect(fieldMessages('Email')).toEqual(['Please enter a valid email address']);
    expect(fieldMessages('Message')).toEqual(['Please enter at least 10 characters']);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('triage: hidden values pass through to the payload; its own rule blocks', async () => {
    const onSubmit = vi.fn();
    renderWithI18n(<EntityForm model={supportTicketModel} screen="triage" language="en" initial={{ ...ticket, title: '', status: 'open' }} onSubmit={onSubmit} />);
    expect(queryField('Subject')).toBeNull();
    save();
    await waitFor(() => expect(shows('Please add an internal note')).toBe(true));
    expect(shows('Please enter a subject')).toBe(false);
    type('Internal note', 'Known issue, fixed tomorrow');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ ...ticket, title: '', status: 'open', internalNote: 'Known issue, fixed tomorrow' }));
  });
});
