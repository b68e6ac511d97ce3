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
import { TierCard, type TierCardProps } from './TierCard.tsx';

/** Donor recognition tiers (spec section 9). */
const tiers: TierCardProps[] = [
  {
    name: 'Founding Patrons',
    threshold: '£100,000+',
    description:
      'Named in perpetuity as founders of the trust, with an annual briefing from the Chair of Trustees.',
  },
  {
    name: 'Founding Benefactors',
    threshold: '£50,000+',
    description: 'Recognised in the annual report and invited to visit a funded programme.',
  },
  {
    name: 'Founding Supporters',
    threshold: '£25,000+',
    description: 'Recognised in the annual report, with a yearly update on the work you fund.',
  },
  {
    name: 'Charter Members',
    threshold: '£10,000+',
    description: 'Part of the trust’s first years, recognised on our website with your consent.',
  },
  {
    name: 'The Legacy Circle',
    description:
      'For those who leave a gift in their will. Founding benefactors have no influence over governance.',
  },
];

const meta = {
  title: 'Cards/TierCard',
  component: TierCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A donor recognition tier (Donor Recognition page): the tier’s name as a heading, the giving level ' +
          'shown large ("£100,000+") and what it means. The Legacy Circle has no giving level: leave ' +
          '`threshold` out. Use `tone="tint"` to set one tier apart. For values without a giving level, use ' +
          '**ValueCard**.',
      },
    },
  },
  args: tiers[0],
  argTypes: { tone: { control: 'inline-radio', options: cardTones } },
} satisfies Meta<typeof TierCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Founding Patrons' })).toBeVisible();
    const threshold = canvas.getByText('£100,000+');
    await expect(parseFloat(getComputedStyle(threshold).fontSize)).toBeGreaterThan(
      parseFloat(getComputedStyle(canvas.getByRole('heading')).fontSize),
    );
  },
};

export const WithoutThreshold: Story = {
  args: { ...tiers[4], threshold: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'The Legacy Circle' })).toBeVisible();
    await expect(canvas.queryByText(/£/)).toBeNull();
  },
};

export const Highlighted: Story = {
  args: { tone: 'tint' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'tint');
  },
};

export const AllTiers: Story = {
  render: () => (
    <Grid as="ul" space="lg" columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
      {tiers.map((tier, index) => (
        <TierCard key={tier.name as string} {...tier} tone={index === 0 ? 'tint' : 'default'} />
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    for (const threshold of ['£100,000+', '£50,000+', '£25,000+', '£10,000+']) {
      await expect(canvas.getByText(threshold)).toBeVisible();
    }
  },
};

export const OnPhone: Story = {
  ...AllTiers,
  globals: phone,
  parameters: { layout: 'fullscreen' },
  render: (...args) => <Box padding="md">{AllTiers.render?.(...args)}</Box>,
  play: async ({ canvasElement }) => {
    await expectFitsWindow(canvasElement);
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: {
    name: 'الرعاة المؤسسون',
    threshold: '£100,000+',
    description: 'يُذكرون إلى الأبد بوصفهم مؤسسي الصندوق.',
  },
  play: async ({ canvas, canvasElement }) => {
    const card = (
      canvasElement.querySelector('[data-tone]') as HTMLElement
    ).getBoundingClientRect();
    const text = textBox(canvas.getByRole('heading'));
    // The name starts on the reading-start side: the right.
    await expect(card.right - text.right).toBeLessThan(card.width / 8);
    await expect(text.left - card.left).toBeGreaterThan(card.width / 4);
    await expectNoSidewaysOverflow(canvasElement);
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
