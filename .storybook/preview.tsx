import type { Preview } from '@storybook/react';
import { I18nextProvider } from 'react-i18next';
import { setupI18n } from '../engine/i18n/setupI18n';
import { installPermissionScheme } from '../engine/core';
import { PERMISSION_SCHEME } from '../product/permissionModules';
import { installAppPaths } from '../engine/routing';
import { APP_PATHS } from '../product/appPaths';
import '../screens/theme.css';

const i18n = setupI18n('en');
// The engine's gates (columns, row actions, routes) read the product's modules, as in the app.
installPermissionScheme(PERMISSION_SCHEME);
installAppPaths(APP_PATHS);

/** Every story gets the i18n texts and the app's theme; the toolbar switches the language. */
const preview: Preview = {
  globalTypes: {
    language: { description: 'Language', toolbar: { items: ['en', 'de'], icon: 'globe' } },
  },
  initialGlobals: { language: 'en' },
  decorators: [
    (Story, context) => {
      const language = (context.globals.language as string | undefined) ?? 'en';
      if (i18n.language !== language) void i18n.changeLanguage(language);
      return (
        <I18nextProvider i18n={i18n}>
          <Story />
        </I18nextProvider>
      );
    },
  ],
};

export default preview;
