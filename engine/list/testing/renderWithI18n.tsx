import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { setupI18n } from '../../i18n/setupI18n';

/** Renders `ui` inside an i18next provider with every namespace (tests and stories). */
export function renderWithI18n(ui: ReactElement, language: 'en' | 'de' = 'en'): RenderResult {
  const i18n = setupI18n(language);
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}
