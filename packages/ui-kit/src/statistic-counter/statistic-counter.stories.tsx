import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { mobileFrame } from '../internal/story-frames';
import { Spinner } from '../spinner/spinner';
import { StatisticCounter } from './statistic-counter';

const meta = {
  title: 'UI Kit/Content/StatisticCounter',
  component: StatisticCounter,
  args: { value: 4821, label: 'Registered members', durationMs: 600 },
} satisfies Meta<typeof StatisticCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CountsUp: Story = {
  play: async ({ canvasElement }) => {
    const value = canvasElement.querySelector('.coaz-statistic__value [aria-hidden="true"]');
    await waitFor(() => expect(value).toHaveTextContent('4,821'), { timeout: 3000 });
    await expect(within(canvasElement).getByText('Registered members')).toBeVisible();
  },
};

/** While the count is fetched the page shows a spinner in its place. */
export const Loading: Story = {
  render: () => <Spinner label="Loading statistics" showLabel />,
  parameters: { controls: { disable: true } },
};

export const Zero: Story = { args: { value: 0, label: 'Open vacancies' } };

export const LongText: Story = {
  args: { value: 1250000, label: 'Patients seen by members in rural health centres last year' },
};

export const MobileWidth: Story = { decorators: [mobileFrame] };
