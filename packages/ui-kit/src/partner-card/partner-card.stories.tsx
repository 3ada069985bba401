import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mobileFrame } from '../internal/story-frames';
import { sampleImage } from '../internal/story-images';
import { PartnerCard } from './partner-card';

const meta = {
  title: 'UI Kit/Cards/PartnerCard',
  component: PartnerCard,
  args: {
    name: 'Example Health Trust',
    logo: sampleImage(120, 'Partner logo'),
    description: 'Funds scholarships for clinical officers upgrading to a degree.',
    href: 'https://example.org',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 450 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PartnerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Partner logo' });
    const { width, height } = image.getBoundingClientRect();
    await expect(width / height).toBeCloseTo(640 / 449, 1);
  },
};

export const WithoutDescription: Story = { args: { description: undefined, href: undefined } };

export const LongText: Story = {
  args: {
    name: 'The International Partnership for Rural Health Workforce Development and Training',
    description:
      'Supports the association’s mentorship programme, funds the annual scientific conference, sponsors research grants for members, and provides equipment to training colleges in four provinces. The partnership has run since 2012 and was renewed for five years in 2023.',
  },
};

export const MobileWidth: Story = { decorators: [mobileFrame] };
