import type { StorybookConfig } from '@storybook/react-vite';

/** Storybook for the engine components and plugin screens; stories sit next to their components. */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../engine/**/*.stories.tsx', '../plugins/**/*.stories.tsx', '../screens/**/*.stories.tsx'],
  core: { disableTelemetry: true },
};

export default config;
