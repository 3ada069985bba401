import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mobileFrame } from '../internal/story-frames';
import { ServiceTile } from './service-tile';

const icon = (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    <path d="M12 2 3 6v6c0 5 4 9 9 10 5-1 9-5 9-10V6z" />
  </svg>
);

const meta = {
  title: 'UI Kit/Cards/ServiceTile',
  component: ServiceTile,
  args: {
    title: 'Professional indemnity',
    description: 'Cover for members against claims arising from their clinical practice.',
    href: '#services/indemnity',
    icon,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ServiceTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Professional indemnity' }),
    ).toHaveAttribute('href', '#services/indemnity');
  },
};

export const WithoutIcon: Story = { args: { icon: undefined } };

export const LongText: Story = {
  args: {
    title: 'Continuing professional development accreditation and record keeping',
    description:
      'The association accredits courses, keeps a record of every member’s points, and issues the certificate the Health Professions Council asks for when a practising licence is renewed.',
  },
};

export const MobileWidth: Story = { decorators: [mobileFrame] };
