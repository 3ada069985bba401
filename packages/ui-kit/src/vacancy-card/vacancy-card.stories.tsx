import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mobileFrame } from '../internal/story-frames';
import { sampleImage } from '../internal/story-images';
import { VacancyCard } from './vacancy-card';

const meta = {
  title: 'UI Kit/Cards/VacancyCard',
  component: VacancyCard,
  args: {
    position: 'Clinical Officer Anaesthetist',
    company: 'Example District Hospital',
    location: 'Chipata',
    vacancies: 2,
    postedDate: '2024-04-02',
    closingDate: '2024-04-30',
    href: '#vacancies/anaesthetist',
    logo: sampleImage(30, 'Logo', 120, 120),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VacancyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('30 April 2024')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Clinical Officer Anaesthetist' })).toBeVisible();
  },
};

export const WithoutLogo: Story = { args: { logo: undefined, href: undefined } };

export const LongText: Story = {
  args: {
    position: 'Senior Clinical Officer, Psychiatry and Community Mental Health Outreach Services',
    company: 'Example Provincial Health Office and Partner Non-Governmental Organisations',
    location: 'Kaputa, Nchelenge and Chiengi districts',
  },
};

export const MobileWidth: Story = { decorators: [mobileFrame] };
