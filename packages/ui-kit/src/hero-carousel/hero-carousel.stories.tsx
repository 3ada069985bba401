import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ImageSource } from '../image/image-source';
import { worstTextContrast } from '../internal/story-contrast';
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

/** A nearly white picture with a white cross on it, like the drawings on the association's home page. */
function palePicture(text: string): ImageSource {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><rect width="1600" height="900" fill="#eef2ef"/><path d="M700 0h200v900H700zM0 550h1600v200H0z" fill="#fff"/></svg>`;
  return {
    src: `data:image/svg+xml,${encodeURIComponent(svg)}`,
    alt: text,
    width: 1600,
    height: 900,
  };
}

const paleSlides: HeroSlide[] = [
  {
    id: 'welcome',
    image: palePicture('A drawing of a clinic'),
    eyebrow: 'Welcome to',
    heading: 'The Clinical Officers Association of Zambia',
    action: { label: 'About us', href: '#about' },
  },
  {
    id: 'voice',
    image: palePicture('A drawing of a red cross'),
    eyebrow: 'We are your voice',
    heading: 'Speaking for clinical officers in every province',
    action: { label: 'Join us', href: '#join' },
  },
];

/** Whether every line of the element lies on its slide's text box. */
function onTextBox(element: Element, slide: Element): boolean {
  const box = (slide.querySelector('.coaz-hero__text') as Element).getBoundingClientRect();
  return Array.from(element.getClientRects()).every(
    (line) =>
      line.top >= box.top - 0.5 &&
      line.bottom <= box.bottom + 0.5 &&
      line.left >= box.left - 0.5 &&
      line.right <= box.right + 0.5,
  );
}

/**
 * White words over nearly white pictures, the hardest case for the hero: at 320, 360, 768 and
 * 1366 px wide and on every slide, each line of text has at least 4.5:1 contrast (WCAG 1.4.3)
 * over any picture, white or black, computed from the styles the browser applies (axe leaves text
 * on images out). Each line must also lie on its slide's text box, the scrim.
 */
export const OnLightPictures: Story = {
  args: { slides: paleSlides },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const failures: string[] = [];
    for (const width of [320, 360, 768, 1366]) {
      canvasElement.style.width = `${width}px`;
      for (const [index, { id }] of paleSlides.entries()) {
        await userEvent.click(
          canvas.getByRole('button', { name: new RegExp(`^Slide ${index + 1}:`) }),
        );
        const slide = canvasElement.querySelectorAll('.coaz-hero__slide')[index] as Element;
        await expect(slide).toHaveAttribute('data-role', 'current');
        for (const text of slide.querySelectorAll(
          '.coaz-hero__eyebrow, .coaz-hero__heading, .coaz-hero__action',
        )) {
          const ratio = worstTextContrast(text, slide);
          if (ratio < 4.5 || !onTextBox(text, slide)) {
            failures.push(`${width} px, ${id}, "${text.textContent}": ${ratio.toFixed(2)}:1`);
          }
        }
      }
    }
    canvasElement.style.width = '';
    await expect(failures).toEqual([]);
  },
};
