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
import { cardImageRatios } from '../../cards/Card/Card.tsx';
import { expectFitsWindow, storyImage } from '../../cards/Card/storyHelpers.ts';
import { Grid } from '../../../primitives/layout/Grid/Grid.tsx';
import { CaptionedImage } from './CaptionedImage.tsx';

const meta = {
  title: 'Content/CaptionedImage',
  component: CaptionedImage,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A picture with a caption under it, as a `<figure>` named by its `<figcaption>`: the three pictures ' +
          'of Why It Matters (Healthcare Access, Ukraine Crisis Response, Africa Humanitarian Aid). `alt` says ' +
          'what the picture shows and the caption what it is about: do not repeat one in the other. A fixed ratio ' +
          'keeps the space while it loads; lazy by default. For a picture inside a card, use **Card**’s `media`.',
      },
    },
  },
  args: {
    src: storyImage('sky', 400, 300),
    alt: 'A nurse weighing a baby at a rural clinic',
    caption: 'Healthcare Access',
  },
  argTypes: { ratio: { control: 'inline-radio', options: cardImageRatios } },
} satisfies Meta<typeof CaptionedImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Healthcare Access' });
    const image = canvas.getByRole('img', { name: /weighing a baby/ });
    await expect(figure).toContainElement(image);
    // The caption is under the picture.
    const caption = figure.querySelector('figcaption') as HTMLElement;
    await expect(caption.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      image.getBoundingClientRect().bottom,
    );
    const { width, height } = image.getBoundingClientRect();
    await expect(width / height).toBeCloseTo(4 / 3, 1);
  },
};

export const WhyItMatters: Story = {
  render: () => (
    <Grid as="ul" space="lg" columns={{ mobile: 1, tablet: 3 }}>
      <CaptionedImage
        src={storyImage('sky', 400, 300)}
        alt="A nurse weighing a baby at a rural clinic"
        caption="Healthcare Access"
      />
      <CaptionedImage
        src={storyImage('sand', 400, 300)}
        alt="Volunteers unloading medical supplies from a lorry in winter"
        caption="Ukraine Crisis Response"
      />
      <CaptionedImage
        src={storyImage('green', 400, 300)}
        alt="Families queueing at a field clinic under a large tent"
        caption="Africa Humanitarian Aid"
      />
    </Grid>
  ),
  play: async ({ canvas }) => {
    for (const caption of [
      'Healthcare Access',
      'Ukraine Crisis Response',
      'Africa Humanitarian Aid',
    ]) {
      await expect(canvas.getByRole('figure', { name: caption })).toBeVisible();
    }
  },
};

export const Ratios: Story = {
  render: (args) => (
    <Grid space="lg" columns={{ mobile: 1, tablet: 3 }}>
      {cardImageRatios.map((ratio) => (
        <CaptionedImage key={ratio} {...args} ratio={ratio} caption={`Ratio: ${ratio}`} />
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const expected = { wide: 16 / 9, landscape: 4 / 3, square: 1 };
    for (const ratio of cardImageRatios) {
      const image = canvasElement.querySelector(`img[data-ratio="${ratio}"]`) as HTMLElement;
      const { width, height } = image.getBoundingClientRect();
      await expect(width / height).toBeCloseTo(expected[ratio], 1);
    }
  },
};

export const OnPhone: Story = {
  ...WhyItMatters,
  globals: phone,
  parameters: { layout: 'fullscreen' },
  render: (...args) => <Box padding="md">{WhyItMatters.render?.(...args)}</Box>,
  play: async ({ canvasElement }) => {
    await expectFitsWindow(canvasElement);
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: {
    alt: 'ممرضة تزن رضيعاً في عيادة ريفية',
    caption: 'الوصول إلى الرعاية الصحية',
  },
  render: (args) => (
    <Grid space="lg" columns={2}>
      <CaptionedImage {...args} />
    </Grid>
  ),
  play: async ({ canvas, canvasElement }) => {
    const frame = (canvasElement.firstElementChild as HTMLElement).getBoundingClientRect();
    const figure = canvas.getByRole('figure').getBoundingClientRect();
    // The figure starts on the reading-start side: the right.
    await expect(Math.abs(frame.right - figure.right)).toBeLessThanOrEqual(1);
    await expectNoSidewaysOverflow(canvasElement);
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowFrame],
  args: { caption: 'Africa Humanitarian Aid: field clinics for displaced families in the Sahel' },
  play: async ({ canvas }) => {
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};

export const DoubleTextSize: Story = {
  ...NarrowScreen,
  globals: doubleTextSize,
};
