import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { EmptyState } from '../empty-state/empty-state';
import { mobileFrame } from '../internal/story-frames';
import { sampleImage } from '../internal/story-images';
import { PartnerCard } from '../partner-card/partner-card';
import { Skeleton } from '../skeleton/skeleton';
import { Spinner } from '../spinner/spinner';
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

/** What the partners page shows while the list loads: placeholders in the grid's shape. */
export const Loading: Story = {
  render: (args) => (
    <div aria-busy="true">
      <Spinner label="Loading partners" />
      <CardGrid {...args}>
        {['first', 'second', 'third'].map((key) => (
          <div key={key} style={{ display: 'grid', gap: 12 }}>
            <Skeleton shape="block" height="240px" />
            <Skeleton lines={3} />
          </div>
        ))}
      </CardGrid>
    </div>
  ),
};

/** With nothing to list, the page shows an empty state instead of an empty grid. */
export const Empty: Story = {
  render: () => <EmptyState title="No partners listed yet" headingLevel={3} />,
  parameters: { controls: { disable: true } },
};

export const MobileWidth: Story = { decorators: [mobileFrame] };
