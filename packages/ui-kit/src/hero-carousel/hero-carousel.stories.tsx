import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mobileFrame } from '../internal/story-frames';
import { sampleImage } from '../internal/story-images';
import { HeroCarousel, type HeroSlide } from './hero-carousel';

const slides: HeroSlide[] = [
  {
    id: 'conference',
    image: sampleImage(150, 'Delegates at an annual conference', 1600, 900),
    eyebrow: 'Annual conference',
    heading: 'Learning together across every province',
    action: { label: 'See the programme', href: '#events' },
  },
  {
    id: 'membership',
    image: sampleImage(200, 'Clinical officers at a rural clinic', 1600, 900),
    eyebrow: 'Membership',
    heading: 'Join the association that speaks for you',
    action: { label: 'Become a member', href: '#membership' },
  },
  {
    id: 'cpd',
    image: sampleImage(30, 'A training session', 1600, 900),
    eyebrow: 'Professional development',
    heading: 'Earn CPD points with accredited courses',
    action: { label: 'Browse courses', href: '#cpd' },
  },
];

const meta = {
  title: 'UI Kit/Content/HeroCarousel',
  component: HeroCarousel,
  args: { slides, label: 'Highlights' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HeroCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const third = canvas.getByRole('button', { name: /Slide 3/ });
    await userEvent.click(third);
    await expect(third).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('heading', { name: slides[2]?.heading })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pause slideshow' }));
    await expect(canvas.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  },
};

/**
 * Checks in the browser that the stylesheet draws each step as specified: the waiting slide inset
 * 16 px, the next one growing over 1 s, the current one fading over 0.8 s, and no motion at all for
 * people who ask for less.
 */
export const TransitionStyles: Story = {
  play: async ({ canvasElement }) => {
    const layer = canvasElement.querySelector('.coaz-hero__slides') as HTMLElement;
    const styleOf = (role: string) => {
      const probe = document.createElement('div');
      probe.className = 'coaz-hero__slide';
      probe.dataset.role = role;
      layer.append(probe);
      const { top, left, opacity, transitionProperty, transitionDuration } =
        getComputedStyle(probe);
      probe.remove();
      return { top, left, opacity, transitionProperty, transitionDuration };
    };
    await expect(styleOf('prepared')).toMatchObject({ top: '16px', left: '16px' });
    await expect(styleOf('entering')).toMatchObject({
      top: '0px',
      transitionProperty: 'inset',
      transitionDuration: '1s',
    });
    await expect(styleOf('leaving')).toMatchObject({
      opacity: '0',
      transitionProperty: 'opacity',
      transitionDuration: '0.8s',
    });
    const reducedMotionRules = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .filter(
        (rule): rule is CSSMediaRule =>
          rule instanceof CSSMediaRule &&
          rule.conditionText.includes('prefers-reduced-motion: reduce'),
      )
      .map((rule) => rule.cssText);
    await expect(reducedMotionRules.join('\n')).toContain('transition-duration: 0.01ms !important');
  },
};

export const SingleSlide: Story = { args: { slides: slides.slice(0, 1) } };

export const Empty: Story = {
  args: { slides: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    slides: [
      {
        id: 'long',
        image: sampleImage(260, 'A long headline', 1600, 900),
        eyebrow: 'Notice to all members about the extraordinary general meeting',
        heading:
          'The extraordinary general meeting to amend the constitution will be held in Lusaka with regional participation online',
        action: { label: 'Read the full notice and the proposed amendments', href: '#notice' },
      },
      ...slides,
    ],
  },
};

export const MobileWidth: Story = { decorators: [mobileFrame] };
