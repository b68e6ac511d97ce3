import { ghatTheme, partnerTheme } from '@ghat/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DoAndDont, LogoPalette, LogoVariants } from './BrandDocs.tsx';

// The blocks of the Brand page, as stories: axe checks them, and the play functions prove
// they show the Logo and the tokens' values, not copies.
const meta = {
  title: 'Foundations/Brand/Blocks',
  parameters: { docs: { disable: true } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const rgb = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
};

export const Variants: Story = {
  render: () => <LogoVariants theme="GHAT" />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('figure')).toHaveLength(4);
    const tiles = [...canvasElement.querySelectorAll('svg[data-logo-mark] rect')];
    await expect(tiles.map((rect) => getComputedStyle(rect).fill)).toEqual([
      rgb(ghatTheme.color.brand.primary),
      rgb(ghatTheme.color.brand.primary),
      rgb(ghatTheme.color.brand.onPrimary),
      rgb(ghatTheme.color.brand.onPrimary),
    ]);
  },
};

export const PartnerVariants: Story = {
  render: () => <LogoVariants theme="Partner trust" />,
  play: async ({ canvasElement }) => {
    const tile = canvasElement.querySelector('svg[data-logo-mark] rect');
    await expect(tile ? getComputedStyle(tile).fill : '').toBe(
      rgb(partnerTheme.color.brand.primary),
    );
  },
};

export const Palette: Story = {
  render: () => <LogoPalette />,
  play: async ({ canvas }) => {
    const light = canvas.getByRole('table', { name: /The mark, light/ });
    const tile = [...light.querySelectorAll('tbody tr')][0];
    await expect(tile).toHaveTextContent('brand.primary');
    await expect(tile).toHaveTextContent(ghatTheme.color.brand.primary);
    await expect(tile).toHaveTextContent(partnerTheme.color.brand.primary);
  },
};

export const DoAndDontBlock: Story = {
  render: () => <DoAndDont />,
  play: async ({ canvas }) => {
    const figures = canvas.getAllByRole('figure');
    const captions = figures.map((figure) => figure.querySelector('figcaption')?.textContent ?? '');
    await expect(captions.filter((caption) => caption.startsWith('Do:'))).toHaveLength(3);
    await expect(captions.filter((caption) => caption.startsWith("Don't:"))).toHaveLength(3);
  },
};
