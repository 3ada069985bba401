import { rightToLeft } from '@coaz/vitest-config/story-decorators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EmptyState } from '../empty-state/empty-state';
import { mobileFrame } from '../internal/story-frames';
import { Spinner } from '../spinner/spinner';
import { Tabs } from './tabs';

const meta = {
  title: 'UI Kit/Navigation/Tabs',
  component: Tabs,
  args: {
    label: 'Events',
    tabs: [
      { id: 'upcoming', label: 'Upcoming', content: <p>Scientific conference, 17 October.</p> },
      { id: 'past', label: 'Past', content: <p>Annual general meeting, 3 June.</p> },
      {
        id: 'loading',
        label: 'Workshops',
        content: <Spinner label="Loading workshops" showLabel />,
      },
      {
        id: 'none',
        label: 'Webinars',
        content: <EmptyState title="No webinars yet" headingLevel={3} />,
      },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Upcoming' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Past' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Annual general meeting');
  },
};

export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Upcoming' }));
    // The next tab sits on the left of a right-to-left page: the left arrow reaches it.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Past' })).toHaveFocus();
  },
};

export const Loading: Story = { args: { defaultSelectedId: 'loading' } };
export const Empty: Story = { args: { defaultSelectedId: 'none' } };

export const LongText: Story = {
  args: {
    tabs: [
      { id: 'a', label: 'Continuing professional development', content: <p>Courses.</p> },
      { id: 'b', label: 'Conditions of service and allowances', content: <p>Allowances.</p> },
      { id: 'c', label: 'Registration and practising licences', content: <p>Licences.</p> },
    ],
  },
};

export const MobileWidth: Story = { decorators: [mobileFrame] };
