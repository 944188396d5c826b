import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { render, type RenderResult } from '@testing-library/react';
import { setupI18n } from '../../i18n/setupI18n';

/** Renders with the app's i18next instance (every namespace bundled) in the given language; `rerender` keeps it. */
export function renderWithI18n(ui: ReactElement, language: 'en' | 'de' = 'en'): RenderResult {
  const i18n = setupI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return render(ui, { wrapper });
}
