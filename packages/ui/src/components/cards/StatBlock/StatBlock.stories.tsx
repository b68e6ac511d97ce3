import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  doubleTextSize,
  expectNoSidewaysOverflow,
  narrowFrame,
  phone,
  rightToLeft,
} from '../../../storybook/decorators.tsx';
import { onDarkSurface } from '../../../css/focusRing.css.ts';
import { Box } from '../../../primitives/layout/Box/Box.tsx';
import { expectFitsWindow, textBox } from '../Card/storyHelpers.ts';
import { Grid } from '../../../primitives/layout/Grid/Grid.tsx';
import { Heading } from '../../../primitives/type/Heading/Heading.tsx';
import { Stack } from '../../../primitives/layout/Stack/Stack.tsx';
import { StatBlock, statBlockAlignments, statBlockTones } from './StatBlock.tsx';

/** Impact at a Glance (blog): three figures from the spec. */
const glance = [
  { value: '12', label: 'countries where we work, with partnerships across 100+ more' },
  { value: '20,000+', label: 'health organisations connected' },
  { value: '85%', label: 'of every donation goes to health programmes' },
];

const meta = {
  title: 'Cards/StatBlock',
  component: StatBlock,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A key figure and what it counts: "85%" shown large over "of every donation goes to health ' +
          'programmes". On screen it is two lines; screen readers hear one sentence, "85% of every donation goes ' +
          'to health programmes". Use a few in a Grid (Impact at a Glance). For a sentence with an icon, use ' +
          '**ImpactStatement**. Use `tone="inverse"` on a dark surface.',
      },
    },
  },
  args: { value: '85%', label: 'of every donation goes to health programmes' },
  argTypes: {
    align: { control: 'inline-radio', options: statBlockAlignments },
    tone: { control: 'inline-radio', options: statBlockTones },
  },
} satisfies Meta<typeof StatBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    // The figure stands above its label, larger.
    const value = canvas.getByText('85%');
    const label = canvas.getByText('of every donation goes to health programmes');
    await expect(value.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      label.getBoundingClientRect().top + 1,
    );
    await expect(parseFloat(getComputedStyle(value).fontSize)).toBeGreaterThan(
      parseFloat(getComputedStyle(label).fontSize) * 2,
    );
    // One sentence for screen readers.
    await expect(
      canvas.getByText('85% of every donation goes to health programmes'),
    ).toBeInTheDocument();
    await expect(value.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const Alignments: Story = {
  render: (args) => (
    <Grid space="lg" columns={{ mobile: 1, tablet: 2 }}>
      {statBlockAlignments.map((align) => (
        <StatBlock key={align} {...args} align={align} data-testid={align} />
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByTestId('start')).textAlign).toBe('start');
    await expect(getComputedStyle(canvas.getByTestId('center')).textAlign).toBe('center');
  },
};

export const OnDarkSurface: Story = {
  args: { tone: 'inverse', align: 'center' },
  render: (args) => (
    <Box background="brand" padding="xl" borderRadius="lg" className={onDarkSurface}>
      <StatBlock {...args} />
    </Box>
  ),
  play: async ({ canvas }) => {
    const value = canvas.getByText('85%');
    await expect(getComputedStyle(value).color).toBe(
      getComputedStyle(canvas.getByText('of every donation goes to health programmes')).color,
    );
  },
};

export const ImpactAtAGlance: Story = {
  render: () => (
    <Stack as="section" space="lg" aria-labelledby="impact-at-a-glance">
      <Heading level={2} id="impact-at-a-glance">
        Impact at a Glance
      </Heading>
      <Grid as="ul" space="lg" columns={{ mobile: 1, tablet: 3 }}>
        {glance.map((stat) => (
          <StatBlock key={stat.value} {...stat} align="center" />
        ))}
      </Grid>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('20,000+ health organisations connected')).toBeInTheDocument();
  },
};

export const OnPhone: Story = {
  ...ImpactAtAGlance,
  globals: phone,
  parameters: { layout: 'fullscreen' },
  render: (...args) => <Box padding="md">{ImpactAtAGlance.render?.(...args)}</Box>,
  play: async ({ canvasElement }) => {
    await expectFitsWindow(canvasElement);
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: { value: '85%', label: 'من كل تبرع يذهب إلى البرامج الصحية' },
  play: async ({ canvas, canvasElement }) => {
    const block = (
      canvasElement.querySelector('[data-tone]') as HTMLElement
    ).getBoundingClientRect();
    const value = textBox(canvas.getByText('85%'));
    // The figure starts on the reading-start side: the right.
    await expect(block.right - value.right).toBeLessThanOrEqual(1);
    await expect(value.left - block.left).toBeGreaterThan(block.width / 2);
    await expectNoSidewaysOverflow(canvasElement);
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowFrame],
  args: { value: '1,000,000+', label: 'people supported through our partners' },
  play: async ({ canvas }) => {
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};

export const DoubleTextSize: Story = {
  ...NarrowScreen,
  globals: doubleTextSize,
};
