import { rightToLeft } from '@coaz/vitest-config/story-decorators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { useArgState } from '../internal/story-arg-state';
import { mobileFrame } from '../internal/story-frames';
import { Toast, type ToastProps } from './toast';

/** A button that shows the toast, as a save action would; the open control still sets it. */
function Demo(props: ToastProps) {
  const [open, setOpen] = useArgState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Save</Button>
      <Toast
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI Kit/Feedback/Toast',
  component: Toast,
  args: { open: false, children: 'Your profile was saved.', onClose: fn(), tone: 'success' },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a right-to-left page the tone's coloured edge is on the right, where the message starts. */
export const RightToLeft: Story = {
  args: { open: true },
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    const toast = canvasElement.querySelector('.coaz-toast') as HTMLElement;
    await expect(getComputedStyle(toast).borderRightWidth).toBe('6px');
    await expect(getComputedStyle(toast).borderLeftWidth).toBe('0px');
  },
};

export const ShowAndDismiss: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Your profile was saved.');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onClose).toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const ClosesByItself: Story = {
  args: { durationMs: 300 },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};

/** The tone is said in words to screen readers and shown in a mark (✕), not by the red edge alone. */
export const ErrorState: Story = {
  name: 'Error',
  args: {
    open: true,
    tone: 'error',
    children: 'Your changes were not saved. Check your connection.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Error: Your changes were not saved.',
    );
    const mark = canvasElement.querySelector('.coaz-toast__icon') as HTMLElement;
    await expect(getComputedStyle(mark, '::before').content).toBe('"✕"');
  },
};

export const Warning: Story = {
  args: { open: true, tone: 'warning', children: 'Your membership ends in 14 days.' },
};

export const LongText: Story = {
  args: {
    open: true,
    tone: 'info',
    children:
      'Your application for full membership was received. The membership committee meets on the first Monday of the month and will email you its decision within two weeks of that meeting.',
  },
};

export const MobileWidth: Story = { args: { open: true }, decorators: [mobileFrame] };
