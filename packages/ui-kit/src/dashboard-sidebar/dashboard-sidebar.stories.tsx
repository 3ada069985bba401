import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useArgState } from '../internal/story-arg-state';
import { mobileFrame } from '../internal/story-frames';
import {
  type DashboardMode,
  DashboardSidebar,
  type DashboardSidebarProps,
} from './dashboard-sidebar';

/** Keeps the mode as the dashboard page would; the mode control still sets it. */
function WithMode(props: DashboardSidebarProps) {
  const [mode, setMode] = useArgState<DashboardMode>(props.mode);
  return <DashboardSidebar {...props} mode={mode} onModeChange={setMode} />;
}

const meta = {
  title: 'UI Kit/Navigation/DashboardSidebar',
  component: DashboardSidebar,
  args: {
    mode: 'view',
    header: "The member's name",
    currentPath: '#profile',
    sections: [
      { id: 'profile', label: 'My profile', href: '#profile' },
      { id: 'news', label: 'News', href: '#news', editHref: '#news-edit' },
      { id: 'events', label: 'Events', href: '#events', editHref: '#events-edit' },
      { id: 'vacancies', label: 'Vacancies', href: '#vacancies', editHref: '#vacancies-edit' },
    ],
  },
  render: (args) => <WithMode {...args} />,
} satisfies Meta<typeof DashboardSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SwitchModes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'My profile' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(canvas.getByRole('button', { name: 'Edit' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.queryByRole('link', { name: 'My profile' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'News' })).toHaveAttribute('href', '#news-edit');
  },
};

export const EditMode: Story = { args: { mode: 'edit' } };

export const Empty: Story = { args: { sections: [] } };

export const LongText: Story = {
  args: {
    header:
      "The member's full name, when it runs to four names, and their title, Senior Clinical Officer",
    sections: [
      {
        id: 'cpd',
        label: 'Continuing professional development records and certificates',
        href: '#cpd',
      },
      { id: 'payments', label: 'Subscription payments and receipts', href: '#payments' },
    ],
  },
};

export const MobileWidth: Story = { decorators: [mobileFrame] };
