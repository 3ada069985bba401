import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { mobileFrame } from '../internal/story-frames';
import { sampleImage } from '../internal/story-images';
import { PartnerCard } from '../partner-card/partner-card';
import { CardGrid } from './card-grid';

const partners = ['First', 'Second', 'Third', 'Fourth', 'Fifth'].map((name, index) => (
  <PartnerCard
    key={name}
    name={`${name} partner organisation`}
    logo={sampleImage(40 * index, `${name} partner logo`)}
    description="Supports training and research for clinical officers."
  />
));

const meta = {
  title: 'UI Kit/Cards/CardGrid',
  component: CardGrid,
  args: { label: 'Partners', children: partners },
  decorators: [
    (Story) => (
      <div data-testid="frame" style={{ width: 1024 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Resizes the grid and checks the partner-grid rule picks the columns. */
export const PartnerGridRule: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Partners' });
    const frame = canvas.getByTestId('frame');
    await waitFor(() => expect(list).toHaveAttribute('data-columns', '2'));
    frame.style.width = '1500px';
    await waitFor(() => expect(list).toHaveAttribute('data-columns', '3'));
    frame.style.width = '900px';
    await waitFor(() => expect(list).toHaveAttribute('data-columns', '1'));
  },
};

export const Empty: Story = { args: { children: [] } };

export const MobileWidth: Story = { decorators: [mobileFrame] };
