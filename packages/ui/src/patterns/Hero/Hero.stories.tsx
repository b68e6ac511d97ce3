import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  doubleTextSize,
  expectNoSidewaysOverflow,
  phone,
  rightToLeft,
  smallPhone,
} from '../../storybook/decorators.tsx';
import { ButtonLink } from '../../primitives/actions/Button/Button.tsx';
import { storyImage } from '../../components/cards/Card/storyHelpers.ts';
import { Hero, heroTones } from './Hero.tsx';

const meta = {
  title: 'Page layouts/Hero',
  component: Hero,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The opening block of a page, once, at the top of the main content: the page’s title (an h1 by default), ' +
          'a sentence or two of introduction, the main actions and, optionally, a picture beside the text. `brand` ' +
          'puts it on the dark brand surface (use a secondary button there); `subtle` on a light one. Not for ' +
          'sections further down the page: use Section.',
      },
    },
  },
  args: {
    title: 'Access to health is justice, not charity',
    intro:
      'We fund health programmes in 12 countries, with partnerships across 100+ more. 85% of every donation goes to health programmes.',
    actions: (
      <ButtonLink href="/donate" variant="secondary" size="large">
        Partner With Us
      </ButtonLink>
    ),
  },
  argTypes: { tone: { control: 'inline-radio', options: heroTones } },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's hero. */
export const Home: Story = {
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', {
      level: 1,
      name: 'Access to health is justice, not charity',
    });
    await expect(title).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Partner With Us' })).toHaveAttribute(
      'href',
      '/donate',
    );
    const hero = title.closest('[data-tone]');
    await expect(hero).toHaveAttribute('data-tone', 'brand');
    await expect(getComputedStyle(title).color).toBe(getComputedStyle(hero as Element).color);
  },
};

export const Tones: Story = {
  render: (args) => (
    <>
      {heroTones.map((tone) => (
        <Hero key={tone} {...args} tone={tone} headingLevel={tone === 'brand' ? 1 : 2} />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const heroes = canvasElement.querySelectorAll('[data-tone]');
    await expect([...heroes].map((hero) => hero.getAttribute('data-tone'))).toEqual([...heroTones]);
    const [brand, subtle] = [...heroes].map((hero) => getComputedStyle(hero).backgroundColor);
    await expect(brand).not.toBe(subtle);
  },
};

const clinicImage = {
  src: storyImage('teal', 640, 480),
  alt: 'Hills at sunrise over a rural clinic',
  width: 640,
  height: 480,
};

/** The donate page's hero: a light surface and a picture beside the text. */
export const WithImage: Story = {
  args: {
    tone: 'subtle',
    title: 'Partner with us to transform access to healthcare',
    intro: 'Major gifts, foundations and legacies fund clinics, training and emergency relief.',
    actions: (
      <ButtonLink href="/donate" size="large">
        Start a Conversation
      </ButtonLink>
    ),
    image: clinicImage,
  },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Hills at sunrise over a rural clinic' });
    await expect(image).toHaveAttribute('loading', 'eager');
    const box = image.getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(4 / 3, 1);
    // Side by side: the picture after the text in reading order, to its right.
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    await expect(box.left).toBeGreaterThan(title.right - 1);
  },
};

export const Phone: Story = {
  ...WithImage,
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    // On a phone the picture goes below the text.
    const image = canvas.getByRole('img').getBoundingClientRect();
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    await expect(image.top).toBeGreaterThan(title.bottom);
    await expectNoSidewaysOverflow(canvasElement);
  },
};

/** At 320 px wide with text at 200%, the title and button wrap instead of overflowing. */
export const NarrowScreenDoubleText: Story = {
  globals: { ...smallPhone, ...doubleTextSize },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      parseFloat(getComputedStyle(canvas.getByRole('link', { name: 'Partner With Us' })).fontSize),
    ).toBeGreaterThanOrEqual(32);
    await expectNoSidewaysOverflow(canvasElement);
  },
};

export const NarrowScreen: Story = {
  ...WithImage,
  globals: smallPhone,
  play: async ({ canvasElement }) => {
    await expectNoSidewaysOverflow(canvasElement);
  },
};

export const RightToLeft: Story = {
  ...WithImage,
  globals: rightToLeft,
  args: {
    ...WithImage.args,
    title: 'شاركنا في تحويل الوصول إلى الرعاية الصحية',
    intro: 'تمول الهبات الكبرى والمؤسسات والوصايا العيادات والتدريب والإغاثة في حالات الطوارئ.',
    actions: (
      <ButtonLink href="/donate" size="large">
        ابدأ محادثة
      </ButtonLink>
    ),
    image: { ...clinicImage, alt: 'تلال عند شروق الشمس' },
  },
  play: async ({ canvas }) => {
    // Mirrored: the text at the right, the picture to its left.
    const image = canvas.getByRole('img').getBoundingClientRect();
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    await expect(image.right).toBeLessThan(title.left + 1);
  },
};
