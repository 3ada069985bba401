import '@coaz/ui-kit/styles.css';
import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: {
    // Accessibility violations fail the story tests instead of only showing in the panel.
    a11y: { test: 'error' },
    layout: 'padded',
  },
};

export default preview;
