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
import { cardTones } from '../Card/Card.tsx';
import { expectFitsWindow, textBox } from '../Card/storyHelpers.ts';
import { Grid } from '../../../primitives/layout/Grid/Grid.tsx';
import { ValueCard, type ValueCardProps } from './ValueCard.tsx';

/** Our Vision: the three values of the home page. */
const values: ValueCardProps[] = [
  {
    number: 'One',
    label: 'Principled governance',
    description:
      'Every grant needs a formal resolution of the Board of Trustees; founding benefactors have no say in governance.',
  },
  {
    number: 'Two',
    label: 'Enduring legacy',
    description: 'We fund the people and systems that keep care going long after a programme ends.',
  },
  {
    number: 'Three',
    label: 'Uncompromising mission',
    description: 'Access to health as justice, not charity: we go where need is greatest.',
  },
];

const meta = {
  title: 'Cards/ValueCard',
  component: ValueCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'One of the trust’s values, for the Our Vision section: the number as a word, shown large ("One"), ' +
          'the value ("Principled governance") and a description. Number and value are one heading, read as ' +
          '"One: Principled governance". For a donor tier with a giving level use **TierCard**.',
      },
    },
  },
  args: values[0],
  argTypes: { tone: { control: 'inline-radio', options: cardTones } },
} satisfies Meta<typeof ValueCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: /^One ?: Principled governance$/ });
    const number = canvas.getByText('One');
    const label = canvas.getByText('Principled governance');
    // The number stands above the value, larger.
    await expect(number.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      label.getBoundingClientRect().top + 1,
    );
    await expect(parseFloat(getComputedStyle(number).fontSize)).toBeGreaterThan(
      parseFloat(getComputedStyle(label).fontSize),
    );
    await expect(heading).toContainElement(number);
  },
};

export const OurVision: Story = {
  render: () => (
    <Grid as="ul" space="lg" columns={{ mobile: 1, tablet: 3 }}>
      {values.map((value) => (
        <ValueCard key={value.label as string} {...value} />
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'One: Principled governance',
      'Two: Enduring legacy',
      'Three: Uncompromising mission',
    ]);
  },
};

export const OnPhone: Story = {
  ...OurVision,
  globals: phone,
  parameters: { layout: 'fullscreen' },
  render: (...args) => <Box padding="md">{OurVision.render?.(...args)}</Box>,
  play: async ({ canvasElement }) => {
    await expectFitsWindow(canvasElement);
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: {
    number: 'واحد',
    label: 'حوكمة قائمة على المبادئ',
    description: 'كل منحة تحتاج إلى قرار رسمي من مجلس الأمناء.',
  },
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading').getBoundingClientRect();
    const number = textBox(canvas.getByText('واحد'));
    // The number starts on the reading-start side: the right.
    await expect(Math.abs(number.right - heading.right)).toBeLessThanOrEqual(1);
    await expect(number.left).toBeGreaterThan(heading.left);
    await expectNoSidewaysOverflow(canvasElement);
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowFrame],
  args: values[2],
  play: async ({ canvas }) => {
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};

export const DoubleTextSize: Story = {
  ...NarrowScreen,
  globals: doubleTextSize,
};
