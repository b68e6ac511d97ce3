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
import { Box } from './Box.tsx';

const surfaces = ['default', 'subtle', 'muted', 'brand', 'inverse'] as const;
const darkSurfaces: readonly string[] = ['brand', 'inverse'];

/** The phone-sized viewport, so the breakpoints see a phone and not the desktop test window. */

const meta = {
  title: 'Layout/Box',
  component: Box,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The layout atom: any element, with padding, margin, flex, surface and radius taken from the tokens. ' +
          'Use it for a one-off surface or spacing (a panel with `background="subtle"` and padding), and pick the element whose meaning fits with `as`. ' +
          'Every spacing prop is responsive: `padding={{ mobile: "sm", desktop: "xl" }}`. ' +
          'To arrange several items, reach first for **Stack**, **Inline**, **Grid** or **Container**, which say what the layout is for; ' +
          'for text, use the typography components rather than Box.',
      },
    },
  },
  args: {
    padding: 'lg',
    background: 'subtle',
    borderRadius: 'md',
    children: 'Since 2019 we have supported 140 community clinics across East Africa.',
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByText(/community clinics/);
    const style = getComputedStyle(box);
    await expect(parseFloat(style.paddingTop)).toBeCloseTo(toPixels(vars.space.lg), 0);
    await expect(parseFloat(style.paddingInlineStart)).toBeCloseTo(toPixels(vars.space.lg), 0);
    await expect(box).not.toHaveAttribute('padding');
  },
};

/** Padding that grows on larger screens: small on phones, extra large from the desktop breakpoint. */
export const ResponsivePadding: Story = {
  args: { padding: { mobile: 'sm', desktop: 'xl' } },
  play: async ({ canvas }) => {
    const box = canvas.getByText(/community clinics/);
    const expected = window.matchMedia(mediaQueries.desktop).matches
      ? vars.space.xl
      : vars.space.sm;
    await expect(parseFloat(getComputedStyle(box).paddingTop)).toBeCloseTo(toPixels(expected), 0);
  },
};

/** The same box on a phone: the mobile value applies. */
export const ResponsivePaddingOnPhone: Story = {
  ...ResponsivePadding,
  globals: smallPhone,
  play: async ({ canvas }) => {
    const box = canvas.getByText(/community clinics/);
    await expect(window.matchMedia(mediaQueries.tablet).matches).toBe(false);
    await expect(parseFloat(getComputedStyle(box).paddingTop)).toBeCloseTo(
      toPixels(vars.space.sm),
      0,
    );
  },
};

/** Each surface, with the text colour that reads on it (inverse text on brand and inverse). */
export const Surfaces: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="sm">
      {surfaces.map((surface) => (
        <Box
          key={surface}
          {...args}
          background={surface}
          color={darkSurfaces.includes(surface) ? 'inverse' : 'default'}
          data-surface={surface}
        >
          Our Impact: {surface} surface
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const colours = surfaces.map((surface) => {
      const box = canvasElement.querySelector(`[data-surface="${surface}"]`);
      if (!box) throw new Error(`No ${surface} surface`);
      return getComputedStyle(box).backgroundColor;
    });
    // Every surface paints its own colour (axe checks the text on each for contrast).
    await expect(new Set(colours).size).toBe(surfaces.length);
  },
};

/** `as` picks the element, and with it the meaning: a labelled section is a region, a `ul` a list. */
export const Semantics: Story = {
  render: () => (
    <Box as="section" aria-labelledby="partners-heading" padding="lg" background="subtle">
      <h2 id="partners-heading">Our Partners</h2>
      <Box as="ul" display="flex" flexDirection="column" gap="xs" paddingInlineStart="lg">
        <li>Ministry of Health, Malawi</li>
        <li>Nairobi Community Nursing Trust</li>
      </Box>
      <Box as="nav" aria-label="Partner pages" marginBlockStart="md">
        <a href="#become-a-partner">Partner With Us</a>
      </Box>
    </Box>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Our Partners' });
    await expect(region.tagName).toBe('SECTION');
    await expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(region).getByRole('navigation', { name: 'Partner pages' })).toBeVisible();
  },
};

/** Padding at the inline start is on the right when the page reads right to left. */
export const RightToLeft: Story = {
  globals: rightToLeft,
  args: {
    padding: undefined,
    paddingInlineStart: 'xxl',
    paddingInlineEnd: 'none',
    paddingBlock: 'md',
    children: 'منذ عام 2019 دعمنا 140 عيادة مجتمعية.',
  },
  play: async ({ canvas }) => {
    const style = getComputedStyle(canvas.getByText(/عيادة/));
    await expect(parseFloat(style.paddingRight)).toBeCloseTo(toPixels(vars.space.xxl), 0);
    await expect(parseFloat(style.paddingLeft)).toBe(0);
  },
};

export const NarrowScreen: Story = {
  globals: smallPhone,
  parameters: { layout: 'fullscreen' },
  decorators: [narrowFrame],
  args: {
    padding: { mobile: 'md', desktop: 'xxl' },
    children:
      'Community health workers in rural Malawi now reach families who used to walk a day to the nearest clinic.',
  },
  play: async ({ canvas }) => {
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};
