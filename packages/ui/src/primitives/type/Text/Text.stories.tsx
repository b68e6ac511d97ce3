import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { narrowFrame, rightToLeft } from '../../../storybook/decorators.tsx';
import { Box } from '../../layout/Box/Box.tsx';
import { Text, textAligns, textElements, textSizes, textTones, textWeights } from './Text.tsx';

const meta = {
  title: 'Content/Text',
  component: Text,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use Text for body copy: paragraphs, hints, captions, labels and inline emphasis. Pick the element by meaning with `as` ' +
          '(a paragraph by default), and the look with `size`, `tone` and `weight`. Tones carry meaning in colour only as a ' +
          'reinforcement: say "Error:" or use a Notice too. Use a Heading for headings, and Link for links. ' +
          'Set `measure` on long passages to keep lines readable.',
      },
    },
  },
  args: {
    children:
      'Since 1998 we have trained 40,000 community health workers across East Africa and South Asia.',
  },
  argTypes: {
    as: { control: 'select', options: textElements },
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'select', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
    align: { control: 'inline-radio', options: textAligns },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(String(args.children)).tagName).toBe('P');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="sm">
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size} data-testid={size}>
          Size {size}: Our Impact
        </Text>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const sizes = textSizes.map((size) =>
      parseFloat(getComputedStyle(canvas.getByTestId(size)).fontSize),
    );
    // Each step is larger than the one before.
    for (let index = 1; index < sizes.length; index++) {
      await expect(sizes[index]).toBeGreaterThan(sizes[index - 1] ?? Infinity);
    }
  },
};

export const Tones: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="sm">
      {textTones.map((tone) => (
        <Box
          key={tone}
          padding="xs"
          background={tone === 'inverse' ? 'inverse' : 'default'}
          borderRadius="sm"
        >
          <Text {...args} tone={tone} data-testid={tone}>
            {tone[0]?.toUpperCase() + tone.slice(1)}: Subscription Confirmed
          </Text>
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    // Each tone is its own colour (axe checks every one for contrast).
    const colours = new Set(
      textTones.map((tone) => getComputedStyle(canvas.getByTestId(tone)).color),
    );
    await expect(colours.size).toBe(textTones.length);
  },
};

export const Weights: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="sm">
      {textWeights.map((weight) => (
        <Text key={weight} {...args} weight={weight} data-testid={weight}>
          {weight[0]?.toUpperCase() + weight.slice(1)}: Partner With Us
        </Text>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    const weights = textWeights.map((weight) =>
      Number(getComputedStyle(canvas.getByTestId(weight)).fontWeight),
    );
    await expect(weights).toEqual([...weights].sort((a, b) => a - b));
    await expect(new Set(weights).size).toBe(textWeights.length);
  },
};

export const Alignment: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="sm">
      {textAligns.map((align) => (
        <Text key={align} {...args} align={align} data-testid={align}>
          Aligned {align}
        </Text>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    for (const align of textAligns) {
      await expect(getComputedStyle(canvas.getByTestId(align)).textAlign).toBe(align);
    }
  },
};

export const InlineElements: Story = {
  render: () => (
    <Text>
      Your gift is <Text as="strong">matched pound for pound</Text> until 31 March,{' '}
      <Text as="em">and</Text> it is <Text as="small">eligible for Gift Aid</Text>.
    </Text>
  ),
  play: async ({ canvas }) => {
    const strong = canvas.getByText('matched pound for pound');
    await expect(strong.tagName).toBe('STRONG');
    // No weight given, so the element keeps its own emphasis.
    await expect(Number(getComputedStyle(strong).fontWeight)).toBeGreaterThanOrEqual(700);
    await expect(getComputedStyle(canvas.getByText('and')).fontStyle).toBe('italic');
  },
};

export const AsLabel: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="xxs">
      <Text as="label" htmlFor="supporter-email" weight="semibold">
        Email address
      </Text>
      <input id="supporter-email" type="email" autoComplete="email" />
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
  },
};

export const ReadingMeasure: Story = {
  args: {
    measure: true,
    children:
      'Our mobile clinics travel to villages more than a day’s walk from the nearest hospital. Each one carries a nurse, ' +
      'a midwife and the medicines for the most common childhood illnesses, and stays until every family that needs ' +
      'care has been seen. Last year they reached 180,000 people.',
  },
  play: async ({ canvas, canvasElement }) => {
    const paragraph = canvas.getByText(/Our mobile clinics/);
    // The line stops at the reading measure, short of the full width available.
    await expect(paragraph.getBoundingClientRect().width).toBeLessThan(
      canvasElement.getBoundingClientRect().width,
    );
  },
};

export const ClampedToTwoLines: Story = {
  args: {
    maxLines: 2,
    children:
      'Community health workers are the first and often only point of care for millions of families. We train, equip ' +
      'and pay them, so that a fever is treated the day it starts rather than the week it becomes dangerous, and so ' +
      'that mothers give birth with a trained attendant at their side.',
  },
  decorators: [narrowFrame],
  play: async ({ canvas }) => {
    const paragraph = canvas.getByText(/Community health workers/);
    const lineHeight = parseFloat(getComputedStyle(paragraph).lineHeight);
    // Two lines on screen, with the full text still there for screen readers.
    await expect(paragraph.getBoundingClientRect().height).toBeCloseTo(lineHeight * 2, 0);
    await expect(paragraph.textContent).toMatch(/trained attendant at their side\.$/);
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  render: () => (
    <Text align="start" data-testid="paragraph">
      <span data-testid="words">شكرًا لدعمكم</span>
    </Text>
  ),
  play: async ({ canvas }) => {
    // `start` is the right-hand edge when the page reads right to left.
    const paragraph = canvas.getByTestId('paragraph').getBoundingClientRect();
    const words = canvas.getByTestId('words').getBoundingClientRect();
    await expect(Math.abs(paragraph.right - words.right)).toBeLessThanOrEqual(1);
    await expect(words.left - paragraph.left).toBeGreaterThan(1);
  },
};
