// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { setupI18n } from '../../../engine/i18n';
import { ApiCallError } from '../../../engine/data';
import type { NewsletterResponse } from '../../../contracts';
import { NewsletterSignup } from './NewsletterSignup';

const OK: NewsletterResponse = { success: true, message: 'Successfully subscribed! Please check your email to confirm.' };

function renderSignup(subscribe: (body: unknown) => Promise<NewsletterResponse>, language: 'en' | 'de' = 'en') {
  render(<I18nextProvider i18n={setupI18n(language)}><NewsletterSignup api={{ subscribe }} /></I18nextProvider>);
  const fill = (email: string, name: string) => {
    fireEvent.change(screen.getByLabelText(language === 'de' ? 'E-Mail' : 'Email'), { target: { value: email } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: name } });
    fireEvent.click(screen.getByRole('button', { name: language === 'de' ? 'Abonnieren' : 'Subscribe' }));
  };
  return { fill };
}

describe('NewsletterSignup', () => {
  afterEach(() => cleanup());

  it('asks for both fields and a valid address before calling', async () => {
    const subscribe = vi.fn(async () => OK);
    const { fill } = renderSignup(subscribe);
    fill('ann@example.com', ' ');
    expect(await screen.findByText('Please fill in both email and name fields.')).toBeTruthy();
    fill('ann@', 'Ann');
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('subscribes with the trimmed fields and the page language, says so and clears the form', async () => {
    const subscribe = vi.fn(async () => OK);
    const { fill } = renderSignup(subscribe);
    fill(' ann@example.com ', ' Ann ');
    expect(await screen.findByText('Successfully subscribed! Please check your email to confirm.')).toBeTruthy();
    expect(subscribe).toHaveBeenCalledWith({ email: 'ann@example.com', name: 'Ann', language: 'en' });
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
  });

  it('tells a network error from other failures', async () => {
    const { fill } = renderSignup(() => Promise.reject(new ApiCallError(0, 'Failed to fetch')));
    fill('ann@example.com', 'Ann');
    expect(await screen.findByText('Network error occurred. Please try again.')).toBeTruthy();
    cleanup();
    const second = renderSignup(() => Promise.reject(new ApiCallError(500, 'broken')));
    second.fill('ann@example.com', 'Ann');
    expect(await screen.findByText('Failed to subscribe. Please try again.')).toBeTruthy();
  });

  it('speaks German', async () => {
    const subscribe = vi.fn(async () => OK);
    const { fill } = renderSignup(subscribe, 'de');
    fill('', '');
    await waitFor(() => expect(screen.getByText('Bitte füllen Sie die Felder E-Mail und Name aus.')).toBeTruthy());
  });
});
