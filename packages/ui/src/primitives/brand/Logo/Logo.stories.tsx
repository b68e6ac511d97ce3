import { ghatTheme, partnerTheme, vars } from '@ghat/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  expectNoSidewaysOverflow,
  narrowFrame,
  partnerBrand,
  rightToLeft,
  toPixels,
} from '../../../storybook/decorators.tsx';
import { Box } from '../../layout/Box/Box.tsx';
import { Logo, logoSizes, logoTones, logoVariants } from './Logo.tsx';

const name = 'Global Health Access Trust';

const meta = {
  title: 'Foundations/Logo',
  component: Logo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The trust's logo: its mark (a globe under a health cross) drawn inline from the theme's " +
          'colours, and its name as text, so a partner theme recolours it with no new file, and the ' +
          "name is read once, as the logo's (or its link's) accessible name.\n\n" +
          '**When to use each variant.** **Full** (the mark and the name) wherever there is room: the ' +
          "header's home link, the footer, a cover. **Mark** alone only where the name is already on " +
          'screen or there is no room for it (a narrow toolbar, an avatar); its name is still read out. ' +
          'Never below the minimum size (the `minTarget` token, 24 px), where the cross and globe blur.\n\n' +
          "**Tones.** **Light** on white and the light surfaces; **reversed** on the brand's dark surface " +
          '(the footer). Never on a photograph or a mid-tone colour.\n\n' +
          "**Clear space.** Keep a quarter of the mark's height free on every side (shown dashed in the " +
          '*Clear space* story): no text, edge or other logo inside it.\n\n' +
          'It keeps its own order in a right-to-left page (a logo is not mirrored), and under forced ' +
          "colours it is drawn in the reader's own text and background colours.",
      },
    },
  },
  args: { name },
  argTypes: {
    variant: { control: 'inline-radio', options: logoVariants },
    tone: { control: 'inline-radio', options: logoTones },
    size: { control: 'inline-radio', options: logoSizes },
  },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

const markOf = (element: Element) => element.querySelector('svg[data-logo-mark]') as SVGSVGElement;
const fillOf = (element: Element | null) => (element ? getComputedStyle(element).fill : '');
const rgb = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
};

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(name)).toBeVisible();
    const mark = markOf(canvasElement);
    await expect(mark).toBeVisible();
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Both variants in both tones, each on the surface it is for: axe checks the name's contrast. */
export const VariantsAndTones: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="md">
      {logoTones.map((tone) => (
        <Box
          key={tone}
          display="flex"
          gap="lg"
          flexWrap="wrap"
          alignItems="center"
          padding="md"
          background={tone === 'reversed' ? 'inverse' : 'default'}
        >
          {logoVariants.map((variant) => (
            <Logo
              key={variant}
              {...args}
              tone={tone}
              variant={variant}
              data-testid={`${variant}-${tone}`}
            />
          ))}
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    for (const tone of logoTones) {
      const full = canvas.getByTestId(`full-${tone}`);
      const mark = canvas.getByTestId(`mark-${tone}`);
      // The name shows beside the mark in full, and is out of sight (but there) with the mark alone.
      await expect(full).toHaveTextContent(name);
      await expect(mark).toHaveTextContent(name);
      await expect(full.getBoundingClientRect().width).toBeGreaterThan(
        mark.getBoundingClientRect().width * 3,
      );
      await expect(markOf(mark).getBoundingClientRect().width).toBe(
        markOf(full).getBoundingClientRect().width,
      );
    }
    // Light: the brand colour's tile; reversed: a light tile on the dark surface.
    const tile = (testId: string) => markOf(canvas.getByTestId(testId)).querySelector('rect');
    await expect(fillOf(tile('full-light'))).toBe(rgb(ghatTheme.color.brand.primary));
    await expect(fillOf(tile('full-reversed'))).toBe(rgb(ghatTheme.color.brand.onPrimary));
  },
};

/** The partner theme recolours the mark and the name from its own tokens, with no new drawing. */
export const PartnerTheme: Story = {
  ...VariantsAndTones,
  globals: partnerBrand,
  play: async ({ canvas }) => {
    const full = canvas.getByTestId('full-light');
    await expect(fillOf(markOf(full).querySelector('rect'))).toBe(
      rgb(partnerTheme.color.brand.primary),
    );
    await expect(getComputedStyle(full).color).toBe(rgb(partnerTheme.color.brand.primary));
    const reversed = canvas.getByTestId('full-reversed');
    await expect(fillOf(markOf(reversed).querySelectorAll('path')[1] ?? null)).toBe(
      rgb(partnerTheme.color.brand.primary),
    );
  },
};

/** The sizes: 'sm' in tight places, 'md' in the header and footer, 'lg' on a cover. */
export const Sizes: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="md" alignItems="flex-start">
      {logoSizes.map((size) => (
        <Logo key={size} {...args} size={size} data-testid={size} />
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const widths = logoSizes.map(
      (size) => markOf(canvas.getByTestId(size)).getBoundingClientRect().width,
    );
    await expect(widths).toEqual([...widths].sort((a, b) => a - b));
    await expect(widths[1]).toBe(toPixels(vars.size.touchTarget));
  },
};

/** Squeezed: the mark keeps its minimum size (24 px) and the name wraps between words. */
export const MinimumSize: Story = {
  render: (args) => (
    <div style={{ inlineSize: vars.space.xs }}>
      <Logo {...args} variant="mark" size="sm" data-testid="squeezed" />
    </div>
  ),
  play: async ({ canvas }) => {
    const box = markOf(canvas.getByTestId('squeezed')).getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(24);
    await expect(box.height).toBeGreaterThanOrEqual(24);
  },
};

/**
 * Forced colours (Windows High Contrast): the mark opts out of the browser's recolouring and is
 * drawn in the reader's two colours, the tile in the text's (or the link's) colour and the globe
 * and cross cut out of it in the background's. The story checks the page's stylesheet holds
 * that rule for the mark.
 */
export const ForcedColours: Story = {
  play: async ({ canvasElement }) => {
    const mark = markOf(canvasElement);
    const rules: CSSStyleRule[] = [];
    const collect = (list: CSSRuleList, inForcedColours: boolean) => {
      for (const rule of list) {
        if (rule instanceof CSSMediaRule) {
          collect(
            rule.cssRules,
            inForcedColours || rule.conditionText.includes('forced-colors: active'),
          );
        } else if (
          rule instanceof CSSStyleRule &&
          inForcedColours &&
          mark.matches(rule.selectorText)
        ) {
          rules.push(rule);
        }
      }
    };
    for (const sheet of document.styleSheets) collect(sheet.cssRules, false);
    await expect(rules.length).toBeGreaterThan(0);
    const declarations = rules.flatMap((rule) =>
      [...rule.style].map((property) => [property, rule.style.getPropertyValue(property).trim()]),
    );
    await expect(declarations).toContainEqual(['forced-color-adjust', 'none']);
    const values = declarations.map(([, value]) => value);
    await expect(values).toContain('currentColor');
    await expect(values).toContain('Canvas');
  },
};

/** In a right-to-left page the logo is not mirrored: the mark stays on the left of the name. */
export const RightToLeft: Story = {
  globals: rightToLeft,
  play: async ({ canvas, canvasElement }) => {
    await expect(document.documentElement.dir).toBe('rtl');
    const mark = markOf(canvasElement).getBoundingClientRect();
    const text = canvas.getByText(name).getBoundingClientRect();
    await expect(mark.right).toBeLessThanOrEqual(text.left);
  },
};

/** At 320 px the name wraps beside the mark, with nothing sticking out sideways. */
export const Narrow: Story = {
  decorators: [narrowFrame],
  args: { size: 'lg' },
  play: async ({ canvas }) => {
    const frame = canvas.getByTestId('narrow-frame');
    await expectNoSidewaysOverflow(frame);
    await expect(canvas.getByText(name)).toBeVisible();
  },
};

/** The clear space: a quarter of the mark's height on every side, kept free of anything else. */
export const ClearSpace: Story = {
  args: { size: 'lg' },
  render: (args) => (
    <Box display="inline-flex" background="subtle">
      <div
        data-testid="clear-space"
        style={{
          padding: `calc(${vars.space.xxxl} / 4)`,
          outline: `${vars.border.width.thick} dashed`,
        }}
      >
        <Logo {...args} />
      </div>
    </Box>
  ),
  play: async ({ canvas, canvasElement }) => {
    const area = canvas.getByTestId('clear-space').getBoundingClientRect();
    const mark = markOf(canvasElement).getBoundingClientRect();
    await expect(mark.left - area.left).toBeCloseTo(mark.height / 4, 0);
    await expect(mark.top - area.top).toBeCloseTo(mark.height / 4, 0);
  },
};
