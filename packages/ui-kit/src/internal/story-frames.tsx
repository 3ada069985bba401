import type { Decorator } from '@storybook/react-vite';

/** Story decorator: renders the story inside a phone-sized frame (360 px, a common cheap phone). */
export const mobileFrame: Decorator = (Story) => (
  <div style={{ maxWidth: 360, border: '1px dashed #6b7785' }}>
    <Story />
  </div>
);
