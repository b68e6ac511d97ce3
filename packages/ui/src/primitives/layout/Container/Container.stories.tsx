import { mediaQueries, vars } from '@ghat/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  expectNoSidewaysOverflow,
  narrowFrame,
  rightToLeft,
  toPixels,
  smallPhone,
} from '../../../storybook/decorators.tsx';
import { Box } from '../Box/Box.tsx';
import { Container, containerWidths } from './Container.tsx';

/** The gutter for the window the story runs in: medium on phones, large on tablets, extra large from desktop. */
const expectedGutter = () =>
  window.matchMedia(mediaQueries.desktop).matches
    ? vars.space.xl
    : window.matchMedia(mediaQueries.tablet).matches
      ? vars.space.lg
      : vars.space.md;

const meta = {
  title: 'Layout/Container',
  component: Container,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Centres page content at a comfortable maximum width, with side gutters that grow on larger screens so text never touches the edge of the window. ' +
          'Use one per page band (header, main content, footer): **default** for most pages, **narrow** for reading (articles, forms), **wide** for dashboards and galleries. ' +
          'Render as `main`, `header` or `footer` when the container is that landmark. ' +
          'Put backgrounds that should run edge to edge on an element around the Container, not on it; arrange the content inside with Stack, Inline and Grid.',
      },
    },
  },
  render: (args) => (
    <Container data-testid="container" {...args}>
      <Box padding="md" background="subtle" data-testid="content">
        <h2 style={{ marginBlockStart: 0 }}>Our Impact</h2>
        <p style={{ marginBlockEnd: 0 }}>
          Since 2019 we have supported 140 community clinics and trained 2,300 nurses across East
          Africa.
        </p>
      </Box>
    </Container>
  ),
  args: { width: 'default' },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const container = canvas.getByTestId('container');
    const style = getComputedStyle(container);
    await expect(parseFloat(style.paddingLeft)).toBeCloseTo(toPixels(expectedGutter()), 0);
    await expect(parseFloat(style.paddingRight)).toBeCloseTo(toPixels(expectedGutter()), 0);
    await expect(container.getBoundingClientRect().width).toBeLessThanOrEqual(
      toPixels(vars.size.container.default) + 1,
    );
  },
};

/** Each maximum width, centred in the window. */
export const Widths: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="lg">
      {containerWidths.map((width) => (
        <Container key={width} {...args} width={width} data-testid={width}>
          <Box padding="md" background="subtle">
            The {width} container:{' '}
            {width === 'narrow'
              ? 'for articles and forms'
              : width === 'wide'
                ? 'for dashboards and galleries'
                : 'for most pages'}
            .
          </Box>
        </Container>
      ))}
    </Box>
  ),
  play: async ({ canvasElement, canvas }) => {
    const page = canvasElement.getBoundingClientRect();
    for (const width of containerWidths) {
      const container = canvas.getByTestId(width);
      await expect(container).toHaveAttribute('data-width', width);
      const box = container.getBoundingClientRect();
      await expect(box.width).toBeCloseTo(
        Math.min(page.width, toPixels(vars.size.container[width])),
        0,
      );
      // Centred: the same space either side.
      await expect(box.left - page.left).toBeCloseTo(page.right - box.right, 0);
    }
  },
};

/** On a phone the gutters shrink to medium, leaving the content most of the width. */
export const GuttersOnPhone: Story = {
  globals: smallPhone,
  play: async ({ canvas }) => {
    await expect(window.matchMedia(mediaQueries.tablet).matches).toBe(false);
    const container = canvas.getByTestId('container').getBoundingClientRect();
    const content = canvas.getByTestId('content').getBoundingClientRect();
    await expect(content.left - container.left).toBeCloseTo(toPixels(vars.space.md), 0);
    await expect(container.right - content.right).toBeCloseTo(toPixels(vars.space.md), 0);
  },
};

/** The main content of the page: rendered as `main`, it is the main landmark. */
export const AsMain: Story = {
  args: { as: 'main', width: 'narrow' },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(main).toBe(canvas.getByTestId('container'));
    await expect(within(main).getByRole('heading', { name: 'Our Impact' })).toBeVisible();
  },
};

/** Right to left: still centred, with equal gutters, and the text starts at the right. */
export const RightToLeft: Story = {
  globals: rightToLeft,
  args: { width: 'narrow' },
  render: (args) => (
    <Container data-testid="container" {...args}>
      <p data-testid="content" style={{ margin: 0 }}>
        <span data-testid="text">أثرنا</span>
      </p>
    </Container>
  ),
  play: async ({ canvasElement, canvas }) => {
    const page = canvasElement.getBoundingClientRect();
    const container = canvas.getByTestId('container').getBoundingClientRect();
    const content = canvas.getByTestId('content').getBoundingClientRect();
    const text = canvas.getByTestId('text').getBoundingClientRect();
    await expect(container.left - page.left).toBeCloseTo(page.right - container.right, 0);
    await expect(content.left - container.left).toBeCloseTo(container.right - content.right, 0);
    await expect(text.right).toBeCloseTo(content.right, 0);
  },
};

export const NarrowScreen: Story = {
  globals: smallPhone,
  decorators: [narrowFrame],
  args: { width: 'wide' },
  play: async ({ canvas }) => {
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};
