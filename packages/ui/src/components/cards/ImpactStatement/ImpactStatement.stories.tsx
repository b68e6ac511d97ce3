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
import { expectFitsWindow } from '../Card/storyHelpers.ts';
import { Grid } from '../../../primitives/layout/Grid/Grid.tsx';
import { Heading } from '../../../primitives/type/Heading/Heading.tsx';
import { Stack } from '../../../primitives/layout/Stack/Stack.tsx';
import type { IconName } from '../../../primitives/brand/Icon/Icon.tsx';
import { ImpactStatement, impactStatementLayouts } from './ImpactStatement.tsx';

/** Our Impact: the four statements of the home page. */
const statements: { icon: IconName; text: string }[] = [
  { icon: 'globe', text: 'Working in 12 countries with partnerships across 100+ more' },
  { icon: 'network', text: '20,000+ health organisations connected' },
  { icon: 'users', text: 'Over 1 million people supported' },
  { icon: 'heart', text: '85% of every donation goes to health programmes' },
];

const meta = {
  title: 'Cards/ImpactStatement',
  component: ImpactStatement,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'One line of impact with an icon, for the Our Impact section: "20,000+ health organisations connected". ' +
          'The words carry the meaning; the icon is decoration. Use `stacked` for a centred row of statements. ' +
          'For a large figure with a label under it, use **StatBlock**.',
      },
    },
  },
  args: { icon: 'network', children: '20,000+ health organisations connected' },
  argTypes: { layout: { control: 'inline-radio', options: impactStatementLayouts } },
} satisfies Meta<typeof ImpactStatement>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('20,000+ health organisations connected')).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Layouts: Story = {
  render: (args) => (
    <Grid space="xl" columns={{ mobile: 1, tablet: 2 }}>
      {impactStatementLayouts.map((layout) => (
        <ImpactStatement key={layout} {...args} layout={layout} />
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const inline = canvasElement.querySelector('[data-layout="inline"]') as HTMLElement;
    const stacked = canvasElement.querySelector('[data-layout="stacked"]') as HTMLElement;
    const [inlineIcon, inlineText] = [...inline.children].map((child) =>
      child.getBoundingClientRect(),
    );
    await expect(inlineIcon?.right).toBeLessThanOrEqual(inlineText?.left ?? 0);
    const [stackedIcon, stackedText] = [...stacked.children].map((child) =>
      child.getBoundingClientRect(),
    );
    await expect(stackedIcon?.bottom).toBeLessThanOrEqual(stackedText?.top ?? 0);
  },
};

export const OurImpact: Story = {
  render: () => (
    <Stack as="section" space="lg" aria-labelledby="our-impact">
      <Heading level={2} id="our-impact">
        Our Impact
      </Heading>
      <Grid as="ul" space="lg" columns={{ mobile: 1, tablet: 2 }}>
        {statements.map(({ icon, text }) => (
          <ImpactStatement key={text} icon={icon}>
            {text}
          </ImpactStatement>
        ))}
      </Grid>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText('85% of every donation goes to health programmes')).toBeVisible();
  },
};

export const OnPhone: Story = {
  ...OurImpact,
  globals: phone,
  parameters: { layout: 'fullscreen' },
  render: (...args) => <Box padding="md">{OurImpact.render?.(...args)}</Box>,
  play: async ({ canvasElement }) => {
    await expectFitsWindow(canvasElement);
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: { icon: 'users', children: 'أكثر من مليون شخص تلقّوا الدعم' },
  play: async ({ canvas, canvasElement }) => {
    const icon = (canvasElement.querySelector('svg') as SVGElement).getBoundingClientRect();
    const text = canvas.getByText(/مليون/).getBoundingClientRect();
    // The icon sits on the reading-start side: right of the words.
    await expect(icon.left).toBeGreaterThanOrEqual(text.right);
    await expectNoSidewaysOverflow(canvasElement);
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowFrame],
  args: { icon: 'globe', children: statements[0]?.text },
  play: async ({ canvas }) => {
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};

export const DoubleTextSize: Story = {
  ...NarrowScreen,
  globals: doubleTextSize,
};
