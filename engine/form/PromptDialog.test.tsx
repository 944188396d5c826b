// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { PromptDialog, type PromptDialogProps } from './PromptDialog';
import { renderWithI18n } from './testing/renderWithI18n';

afterEach(cleanup);

function open(props: Partial<PromptDialogProps> = {}, language: 'en' | 'de' = 'en') {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  renderWithI18n(<PromptDialog title="New watchlist" label="Name" onConfirm={onConfirm} onCancel={onCancel} {...props} />, language);
  return { onConfirm, onCancel, input: screen.getByLabelText('Name'), ok: screen.getByRole('button', { name: props.okLabel ?? 'OK' }) };
}

describe('PromptDialog', () => {
  it('is a labelled modal dialog with the focus in its input', () => {
    const { input } = open();
    const dialog = screen.getByRole('dialog', { name: 'New watchlist' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(input);
  });

  it('refuses an empty value: OK disabled, a message, Enter does nothing', () => {
    const { input, ok, onConfirm } = open();
    expect(ok).toHaveProperty('disabled', true);
    expect(screen.queryByText('Please enter a value')).toBeNull();
    fireEvent.change(input, { target: { value: '   ' } });
    expect(ok).toHaveProperty('disabled', true);
    expect(screen.getByRole('alert').textContent).toBe('Please enter a value');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('says so when Enter is pressed in the empty input', () => {
    open();
    fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Enter' });
    expect(screen.getByText('Please enter a value')).toBeTruthy();
  });

  it('confirms the trimmed value', () => {
    const { input, ok, onConfirm } = open();
    fireEvent.change(input, { target: { value: '  Tech  ' } });
    expect(ok).toHaveProperty('disabled', false);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(ok);
    expect(onConfirm).toHaveBeenCalledWith('Tech');
  });

  it('cancels with the button and with Escape', () => {
    const { onCancel, input } = open({ initialValue: 'Tech' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('keeps Tab inside the dialog', () => {
    open({ initialValue: 'Tech' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    cancel.focus();
    fireEvent.keyDown(cancel, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  it('speaks German', () => {
    open({}, 'de');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' ' } });
    expect(screen.getByText('Bitte geben Sie einen Wert ein')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
  });
});
