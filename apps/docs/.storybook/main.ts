import type { StorybookConfig } from '@storybook/react-vite';

// Stories live beside their components in the UI packages; the usage docs live here.
const config: StorybookConfig = {
  stories: [
    '../src/**/*.mdx',
    '../../../packages/ui-kit/src/**/*.stories.tsx',
    '../../../packages/chat-widget/src/**/*.stories.tsx',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
