import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobileFrame } from '../internal/story-frames';
import { sampleImage } from '../internal/story-images';
import { PersonCard } from './person-card';

const meta = {
  title: 'UI Kit/Cards/PersonCard',
  component: PersonCard,
  args: {
    person: {
      name: 'Natasha Phiri',
      position: 'National President',
      photo: sampleImage(330, 'Natasha Phiri', 300, 300),
    },
    onSelect: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PersonCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Natasha Phiri' }));
    await expect(args.onSelect).toHaveBeenCalledOnce();
  },
};

export const DefaultPicture: Story = {
  args: {
    person: { name: 'Joseph Tembo', position: 'Treasurer', gender: 'male' },
    defaultPhotos: {
      female: sampleImage(320, 'Default picture', 300, 300),
      male: sampleImage(200, 'Default picture', 300, 300),
    },
  },
};

export const NoPicture: Story = {
  args: { person: { name: 'Joseph Tembo', position: 'Treasurer' }, onSelect: undefined },
};

export const LongText: Story = {
  args: {
    person: {
      name: 'Bwalya Chisenga-Mwansa Kaunda Mutale',
      position: 'Deputy National Secretary for Research, Education and Professional Development',
    },
  },
};

export const MobileWidth: Story = { decorators: [mobileFrame] };
