import { ghatTheme, partnerTheme } from '@ghat/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  HeadingsByScript,
  OtherScales,
  Palettes,
  Spacing,
  TextStyles,
  TypeScale,
} from './TokenDocs.tsx';

// The blocks of the Tokens page, as stories: axe checks them and the play functions
// prove they show what @ghat/tokens holds, not a copied list.
const meta = {
  title: 'Foundations/Tokens/Blocks',
  parameters: { docs: { disable: true } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const GhatPalette: Story = {
  render: () => <Palettes theme="GHAT" />,
  play: async ({ canvas }) => {
    for (const [group, swatches] of Object.entries(ghatTheme.color)) {
      const table = canvas.getByRole('table', { name: new RegExp(`GHAT: ${group} `) });
      const rows = table.querySelectorAll('tbody tr');
      await expect(rows).toHaveLength(Object.keys(swatches).length);
      for (const [index, hex] of Object.values(swatches).entries()) {
        await expect(rows[index]).toHaveTextContent(hex);
      }
    }
  },
};

export const PartnerPalette: Story = {
  render: () => <Palettes theme="Partner trust" />,
  play: async ({ canvas }) => {
    const brand = canvas.getByRole('table', { name: /Partner trust: brand/ });
    await expect(brand).toHaveTextContent(partnerTheme.color.brand.primary);
  },
};

export const TypeScaleBlock: Story = {
  render: () => <TypeScale />,
  play: async ({ canvasElement }) => {
    for (const size of Object.values(ghatTheme.font.size)) {
      await expect(canvasElement.textContent).toContain(size);
    }
  },
};

export const HeadingsByScriptBlock: Story = {
  render: () => <HeadingsByScript />,
  play: async ({ canvas }) => {
    const family = (row: string) => {
      const cell = canvas.getByRole('rowheader', { name: row }).closest('tr');
      const samples = cell?.querySelectorAll('td span') ?? [];
      const sample = samples[samples.length - 1];
      return sample ? getComputedStyle(sample).fontFamily : '';
    };
    await expect(family('English')).toBe(ghatTheme.font.family.heading);
    // No serif face in the stack has Arabic letters.
    await expect(family('Arabic')).toBe(ghatTheme.font.family.body);
    await expect(family('English in Arabic')).toBe(ghatTheme.font.family.heading);
  },
};

export const SpacingBlock: Story = {
  render: () => <Spacing />,
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(Object.keys(ghatTheme.space).length);
    const xl = canvas.getByRole('rowheader', { name: 'xl' }).closest('tr');
    const sample = xl?.querySelector('span');
    // The sample bar is as wide as the token says (2rem).
    await expect(sample?.getBoundingClientRect().width).toBe(32);
  },
};

export const TextStylesBlock: Story = {
  render: () => <TextStyles />,
};

export const OtherScalesBlock: Story = {
  render: () => <OtherScales />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: /Motion/ })).toBeVisible();
    await expect(canvas.getByRole('table', { name: /Breakpoints/ })).toBeVisible();
  },
};
