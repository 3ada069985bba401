import '@coaz/ui-kit/styles.css';
import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  // Every component gets a Docs page: its description, every story and the props table read
  // from the doc comments.
  tags: ['autodocs'],
  parameters: {
    // Accessibility violations fail the story tests instead of only showing in the panel.
    a11y: { test: 'error' },
    layout: 'padded',
    // A developer arriving at /storybook/ lands on the first entry: the Introduction, which says
    // how to install each package, rather than the API client page, first in alphabetical order.
    options: {
      storySort: {
        order: [
          'Introduction',
          'Packages without components',
          'API client',
          'UI Kit',
          'Chat Widget',
        ],
      },
    },
  },
};

export default preview;
