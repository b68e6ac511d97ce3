import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  doubleTextSize,
  expectNoSidewaysOverflow,
  narrowFrame,
  rightToLeft,
} from '../../../storybook/decorators.tsx';
import { Box } from '../../layout/Box/Box.tsx';
import { Text, textAligns } from '../Text/Text.tsx';
import {
  Heading,
  headingLevels,
  headingSizeForLevel,
  headingSizes,
  headingTones,
} from './Heading.tsx';

const meta = {
  title: 'Content/Heading',
  component: Heading,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use a Heading to title a page or section. Choose `level` from the page outline (one h1, then no skipped levels) ' +
          'and `size` from the design: they are independent, so a card title can be an h3 that looks small, and a hero ' +
          'an h2 in `display` size. Without `size` each level has its usual look. Give an `id` when a section or dialog ' +
          'names itself with `aria-labelledby`. Do not use a Heading just to make text big or bold: use Text.',
      },
    },
  },
  args: { level: 2, children: 'Our Impact' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingSizes },
    tone: { control: 'inline-radio', options: headingTones },
    align: { control: 'inline-radio', options: textAligns },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

const longTitle = 'Antimicrobial Resistance: Our Internationalisation Programme';

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Our Impact' })).toBeInTheDocument();
  },
};

export const Levels: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="sm">
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          Level {level}: Partner With Us
        </Heading>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    for (const level of headingLevels) {
      const heading = canvas.getByRole('heading', { level });
      await expect(heading.tagName).toBe(`H${level}`);
      // Without a size, each level takes its usual one.
      await expect(heading).toHaveAttribute('data-size', headingSizeForLevel[level]);
    }
  },
};

export const Sizes: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="sm">
      {headingSizes.map((size) => (
        <Heading key={size} level={2} size={size}>
          Size {size}: Our Impact
        </Heading>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings).toHaveLength(headingSizes.length);
    const fontSizes = headings.map((heading) => parseFloat(getComputedStyle(heading).fontSize));
    // Listed largest first, each smaller than the one before.
    for (let index = 1; index < fontSizes.length; index++) {
      await expect(fontSizes[index]).toBeLessThan(fontSizes[index - 1] ?? 0);
    }
  },
};

export const LevelIndependentOfSize: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="md">
      <Heading level={1} size="sm">
        Annual Review 2024
      </Heading>
      <Heading level={2} size="display">
        2.4 Million Vaccinations Delivered
      </Heading>
    </Box>
  ),
  play: async ({ canvas }) => {
    const display = canvas.getByRole('heading', {
      level: 2,
      name: '2.4 Million Vaccinations Delivered',
    });
    await expect(display).toHaveAttribute('data-size', 'display');
    const pageTitle = canvas.getByRole('heading', { level: 1, name: 'Annual Review 2024' });
    // The outline says h1 then h2; the look says the other way round.
    await expect(parseFloat(getComputedStyle(display).fontSize)).toBeGreaterThan(
      parseFloat(getComputedStyle(pageTitle).fontSize),
    );
  },
};

export const Tones: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="sm">
      {headingTones.map((tone) => (
        <Box
          key={tone}
          padding="sm"
          borderRadius="sm"
          background={tone === 'inverse' ? 'inverse' : 'default'}
        >
          <Heading level={2} tone={tone}>
            {tone[0]?.toUpperCase() + tone.slice(1)}: Our Impact
          </Heading>
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const colours = new Set(
      canvas.getAllByRole('heading').map((heading) => getComputedStyle(heading).color),
    );
    await expect(colours.size).toBe(headingTones.length);
  },
};

export const Alignment: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="sm">
      {textAligns.map((align) => (
        <Heading key={align} level={3} align={align}>
          Aligned {align}
        </Heading>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    for (const align of textAligns) {
      const heading = canvas.getByRole('heading', { name: `Aligned ${align}` });
      await expect(getComputedStyle(heading).textAlign).toBe(align);
    }
  },
};

export const NamingASection: Story = {
  render: () => (
    <section aria-labelledby="stories-heading">
      <Heading level={2} id="stories-heading">
        Stories from the Field
      </Heading>
      <Text>Meet the nurses and midwives your support makes possible.</Text>
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('region', { name: 'Stories from the Field' }),
    ).toBeInTheDocument();
  },
};

export const DisplayOnNarrowScreen: Story = {
  args: { level: 1, size: 'display', children: longTitle },
  decorators: [narrowFrame],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveAttribute('data-size', 'display');
    // Long words break rather than push the page sideways.
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};

export const DisplayAtDoubleTextSize: Story = {
  globals: doubleTextSize,
  args: { level: 1, size: 'display', children: longTitle },
  decorators: [narrowFrame],
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    // The fluid size still grows with the reader's text size: at least twice the smallest display size.
    const rootSize = parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(rootSize).toBe(32);
    await expect(parseFloat(getComputedStyle(heading).fontSize)).toBeGreaterThanOrEqual(
      rootSize * 2,
    );
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  render: () => (
    <Heading level={2} align="start" data-testid="heading">
      <span data-testid="words">أثرنا</span>
    </Heading>
  ),
  play: async ({ canvas }) => {
    // `start` is the right-hand edge when the page reads right to left.
    const heading = canvas.getByTestId('heading').getBoundingClientRect();
    const words = canvas.getByTestId('words').getBoundingClientRect();
    await expect(Math.abs(heading.right - words.right)).toBeLessThanOrEqual(1);
    await expect(words.left - heading.left).toBeGreaterThan(1);
  },
};
