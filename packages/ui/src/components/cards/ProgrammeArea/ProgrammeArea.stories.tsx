import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  doubleTextSize,
  expectNoSidewaysOverflow,
  narrowFrame,
  phone,
  rightToLeft,
} from '../../../storybook/decorators.tsx';
import { Box } from '../../../primitives/layout/Box/Box.tsx';
import { desktop, expectFitsWindow, storyImage, type StoryPalette } from '../Card/storyHelpers.ts';
import { Stack } from '../../../primitives/layout/Stack/Stack.tsx';
import {
  ProgrammeArea,
  programmeAreaImageSides,
  type ProgrammeAreaProps,
} from './ProgrammeArea.tsx';

const palettes: StoryPalette[] = ['sky', 'green', 'teal', 'grey', 'sand'];

const healthcareAccess: Omit<ProgrammeAreaProps, 'image'> = {
  number: 1,
  title: 'Healthcare Access',
  description:
    'We fund primary care, maternal and child health and essential medicines for communities with no clinic within reach.',
  outcomes: [
    'Mobile clinics reaching remote and displaced communities',
    'Essential medicines kept in stock',
    'Safer births with trained midwives',
  ],
};

/** What We Do: the five programme areas, I to V. */
const areas: Omit<ProgrammeAreaProps, 'image'>[] = [
  healthcareAccess,
  {
    number: 2,
    title: 'Education & Training',
    description:
      'We train community health workers, nurses and midwives, so that skilled care stays when a project ends.',
    outcomes: ['Community health workers trained and supervised', 'Nursing scholarships'],
  },
  {
    number: 3,
    title: 'Systems Strengthening',
    description:
      'We invest in supply chains, health data and management: the systems that keep clinics open.',
    outcomes: ['Reliable supply chains', 'Health data used for planning'],
  },
  {
    number: 4,
    title: 'Policy & Research',
    description:
      'We fund independent research and share evidence with ministries of health and partners.',
    outcomes: ['Evaluations published openly', 'Evidence briefings for policy makers'],
  },
  {
    number: 5,
    title: 'Emergency Relief',
    description:
      'By resolution of the Board of Trustees, we support partners already on the ground when conflict or disaster strikes.',
    outcomes: ['Emergency medical supplies', 'Field clinics for displaced families'],
  },
];

const withImage = (area: Omit<ProgrammeAreaProps, 'image'>, index: number): ProgrammeAreaProps => ({
  ...area,
  image: { src: storyImage(palettes[index] ?? 'teal', 400, 300), alt: '' },
});

const meta = {
  title: 'Cards/ProgrammeArea',
  component: ProgrammeArea,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A numbered programme area on What We Do: a large Roman numeral (read as "Programme area 1"), title, ' +
          'description, example outcomes and a picture. On wide screens text and picture sit side by side and ' +
          'the picture alternates sides (odd areas at the end, even at the start, in reading order; set ' +
          '`imageSide` to choose). On narrow screens the picture comes first. For a short pillar card in a grid, ' +
          'use **PillarCard**.',
      },
    },
  },
  args: withImage(healthcareAccess, 0),
  argTypes: { imageSide: { control: 'inline-radio', options: programmeAreaImageSides } },
} satisfies Meta<typeof ProgrammeArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const parts = (canvasElement: HTMLElement, number = 1) => {
  const article = canvasElement.querySelectorAll('article')[number - 1] as HTMLElement;
  return {
    article: article.getBoundingClientRect(),
    numeral: (article.querySelector('[aria-hidden="true"]') as HTMLElement).getBoundingClientRect(),
    heading: (article.querySelector('h3') as HTMLElement).getBoundingClientRect(),
    image: (article.querySelector('img') as HTMLElement).getBoundingClientRect(),
  };
};

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('article', { name: 'Programme area 1: Healthcare Access' }),
    ).toBeVisible();
    await expect(canvas.getByText('I')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('list', { name: 'Example outcomes' }).children).toHaveLength(3);
  },
};

/** On a wide screen the text and picture sit side by side; area I has its picture at the end. */
export const WideScreen: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const { numeral, heading, image } = parts(canvasElement);
    await expect(image.left).toBeGreaterThan(heading.right);
    await expect(numeral.right).toBeLessThanOrEqual(heading.left + 1);
  },
};

export const ImageAtStart: Story = {
  globals: desktop,
  args: { imageSide: 'start' },
  play: async ({ canvasElement }) => {
    const { heading, image } = parts(canvasElement);
    await expect(image.right).toBeLessThan(heading.left);
  },
};

/** All five: the pictures zigzag. */
export const FiveAreas: Story = {
  globals: desktop,
  render: () => (
    <Stack space="xxl">
      {areas.map((area, index) => (
        <ProgrammeArea key={area.number} {...withImage(area, index)} />
      ))}
    </Stack>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      areas.map((area) => `Programme area ${area.number}: ${area.title}`),
    );
    for (const number of [1, 2, 3, 4, 5]) {
      const { heading, image } = parts(canvasElement, number);
      if (number % 2 === 1) await expect(image.left).toBeGreaterThan(heading.right);
      else await expect(image.right).toBeLessThan(heading.left);
    }
    for (const numeral of ['I', 'II', 'III', 'IV', 'V']) {
      await expect(canvas.getByText(numeral)).toBeVisible();
    }
  },
};

/** On a phone: one column, picture above the text. */
export const OnPhone: Story = {
  globals: phone,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <Box padding="md">
      <ProgrammeArea {...args} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expectFitsWindow(canvasElement);
    const { heading, image } = parts(canvasElement);
    await expect(image.bottom).toBeLessThanOrEqual(heading.top);
  },
};

/** Right to left on a wide screen: the numeral is right of the title, area I’s picture on the left. */
export const RightToLeft: Story = {
  globals: { ...rightToLeft, ...desktop },
  args: {
    title: 'الوصول إلى الرعاية الصحية',
    description: 'نموّل الرعاية الأولية وصحة الأم والطفل والأدوية الأساسية.',
    outcomes: ['عيادات متنقلة تصل إلى المجتمعات النائية', 'توفر دائم للأدوية الأساسية'],
    outcomesLabel: 'أمثلة على النتائج',
    numberLabel: 'مجال البرنامج 1',
  },
  play: async ({ canvas, canvasElement }) => {
    const { article, numeral, heading, image } = parts(canvasElement);
    await expect(numeral.left).toBeGreaterThanOrEqual(heading.right - 1);
    await expect(article.right - numeral.right).toBeLessThanOrEqual(1);
    await expect(image.right).toBeLessThan(heading.left);
    // The numeral stays a Roman numeral, read as the area's number.
    await expect(canvas.getByRole('heading')).toHaveAccessibleName(
      'مجال البرنامج 1: الوصول إلى الرعاية الصحية',
    );
    await expectNoSidewaysOverflow(canvasElement);
  },
};

export const RightToLeftOnPhone: Story = {
  ...RightToLeft,
  globals: { ...rightToLeft, ...phone },
  parameters: { layout: 'fullscreen' },
  render: OnPhone.render,
  play: async ({ canvasElement }) => {
    await expectFitsWindow(canvasElement);
    const { article, numeral } = parts(canvasElement);
    await expect(article.right - numeral.right).toBeLessThanOrEqual(1);
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowFrame],
  play: async ({ canvas }) => {
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};

export const DoubleTextSize: Story = {
  ...NarrowScreen,
  globals: doubleTextSize,
};
