import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mobileFrame } from '../internal/story-frames';
import { LineClamp } from './line-clamp';

const longText =
  'Clinical officers provide most of the primary care in rural Zambia. The association represents them in talks with the Ministry of Health, runs continuing professional development courses, and supports members with advice on registration, licensing and working conditions across all ten provinces.';

const meta = {
  title: 'UI Kit/Content/LineClamp',
  component: LineClamp,
  args: { lines: 2, children: longText, as: 'p' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LineClamp>;

export default meta;
type Story = StoryObj<typeof meta>;

const lineCount = (element: HTMLElement) => {
  const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
  return Math.round(element.getBoundingClientRect().height / lineHeight);
};

export const TwoLines: Story = {
  play: async ({ canvasElement }) => {
    const paragraph = within(canvasElement).getByText(longText);
    paragraph.style.lineHeight = '24px';
    await expect(lineCount(paragraph)).toBe(2);
  },
};

export const FourLines: Story = {
  args: { lines: 4 },
  play: async ({ canvasElement }) => {
    const paragraph = within(canvasElement).getByText(longText);
    paragraph.style.lineHeight = '24px';
    await expect(lineCount(paragraph)).toBe(4);
  },
};

export const LongText: Story = {
  args: { lines: 4, children: `${longText} ${longText} ${longText}` },
};

export const ShortText: Story = { args: { children: 'Fits on one line.' } };

export const MobileWidth: Story = { args: { lines: 4 }, decorators: [mobileFrame] };
