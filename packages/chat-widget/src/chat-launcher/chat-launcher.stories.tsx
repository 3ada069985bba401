import '../styles.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatLauncher } from './chat-launcher';

const meta = {
  title: 'Chat Widget/ChatLauncher',
  component: ChatLauncher,
  args: { open: false, onToggle: fn(), controls: 'assistant-window' },
  parameters: { layout: 'fullscreen' },
  // Rendered alone, the button sits in an element of class `coaz-chat`, as the README says: that
  // element puts it in the corner and carries the colours.
  decorators: [
    (Story) => (
      <div className="coaz-chat">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatLauncher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button alone, the window closed. */
export const Closed: Story = {};

/**
 * Reached with Tab and pressed with Enter or Space; a screen reader hears its name, which says
 * what pressing it will do, and whether the window is expanded.
 */
export const WithTheKeyboard: Story = {
  render: function Toggling(args) {
    const [open, setOpen] = useState(false);
    return (
      <ChatLauncher
        {...args}
        open={open}
        onToggle={() => {
          args.onToggle();
          setOpen(!open);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const launcher = canvas.getByRole('button', { name: 'Ask about the constitution' });
    await expect(launcher).toHaveFocus();
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await expect(launcher).toHaveAttribute('aria-controls', 'assistant-window');
    await userEvent.keyboard('{Enter}');
    await expect(launcher).toHaveAccessibleName('Close the constitution assistant');
    await expect(launcher).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(launcher).toHaveAccessibleName('Ask about the constitution');
    await expect(args.onToggle).toHaveBeenCalledTimes(2);
    // In the corner of the page, 16 px from its edges, the size of a fingertip and more.
    const box = launcher.getBoundingClientRect();
    await expect(Math.round(window.innerWidth - box.right)).toBe(16);
    await expect(Math.round(box.width)).toBe(56);
  },
};
