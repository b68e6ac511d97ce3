import { mediaQueries, vars } from '@ghat/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  expectNoSidewaysOverflow,
  narrowFrame,
  rightToLeft,
  toPixels,
  smallPhone,
} from '../../../storybook/decorators.tsx';
import { Box } from '../Box/Box.tsx';
import { Divider, dividerTones, type DividerTone } from './Divider.tsx';

const meta = {
  title: 'Layout/Divider',
  component: Divider,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A horizontal rule between two sections of content that belong to the same page region, such as a report summary and its detail. ' +
          'It is an `hr`, announced as a separator; set `decorative` when the rule is only visual (the sections are already separate, by headings or list items) so screen readers do not announce it. ' +
          '**subtle** inside cards and forms, **default** between sections, **strong** (heavier as well as darker) between major parts. ' +
          '`space` sets the gap above and below, responsively. Do not use a Divider for spacing alone (use Stack), or as a border around content (use Box).',
      },
    },
  },
  args: { tone: 'default', space: 'lg' },
  render: (args) => (
    <div>
      <p>Last year 12,400 families used our mobile clinics.</p>
      <Divider {...args} />
      <p>Donations fund fuel, medicines and nurse training.</p>
    </div>
  ),
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const rule = canvas.getByRole('separator');
    await expect(rule.tagName).toBe('HR');
    const style = getComputedStyle(rule);
    await expect(parseFloat(style.borderTopWidth)).toBeGreaterThanOrEqual(1);
    await expect(style.borderTopStyle).toBe('solid');
    await expect(parseFloat(style.borderBottomWidth)).toBe(0);
  },
};

export const Tones: Story = {
  render: (args) => (
    <div>
      {dividerTones.map((tone) => (
        <section key={tone} aria-label={`${tone} tone`}>
          <p>A {tone} rule between two sections of our annual report.</p>
          <Divider {...args} tone={tone} />
        </section>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const rules = canvas.getAllByRole('separator');
    await expect(rules.map((rule) => rule.dataset.tone)).toEqual([...dividerTones]);
    const colours = rules.map((rule) => getComputedStyle(rule).borderTopColor);
    const thickness = (tone: DividerTone) => {
      const rule = rules.find((candidate) => candidate.dataset.tone === tone);
      if (!rule) throw new Error(`No ${tone} divider`);
      return parseFloat(getComputedStyle(rule).borderTopWidth);
    };
    // Each tone has its own colour, and strong is thicker too, so it does not rely on colour alone.
    await expect(new Set(colours).size).toBe(dividerTones.length);
    await expect(thickness('strong')).toBeGreaterThan(thickness('default'));
  },
};

/** The same gap above and below, from the space tokens; responsive here (medium on phones, extra extra large from desktop). */
export const Spacing: Story = {
  args: { space: { mobile: 'md', desktop: 'xxl' } },
  play: async ({ canvas }) => {
    const style = getComputedStyle(canvas.getByRole('separator'));
    const expected = window.matchMedia(mediaQueries.desktop).matches
      ? vars.space.xxl
      : vars.space.md;
    await expect(parseFloat(style.marginTop)).toBeCloseTo(toPixels(expected), 0);
    await expect(parseFloat(style.marginBottom)).toBeCloseTo(toPixels(expected), 0);
    await expect(parseFloat(style.marginLeft)).toBe(0);
  },
};

export const NoSpace: Story = {
  args: { space: 'none' },
  play: async ({ canvas }) => {
    const style = getComputedStyle(canvas.getByRole('separator'));
    await expect(parseFloat(style.marginTop)).toBe(0);
    await expect(parseFloat(style.marginBottom)).toBe(0);
  },
};

/** Purely visual: the headings already separate the sections, so the rule is hidden from screen readers. */
export const Decorative: Story = {
  args: { decorative: true },
  render: (args) => (
    <div>
      <h2>Our Impact</h2>
      <p>140 community clinics supported since 2019.</p>
      <Divider {...args} data-testid="rule" />
      <h2>Partner With Us</h2>
      <p>Join the trusts and companies that fund our work.</p>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('separator')).toBeNull();
    const rule = canvas.getByTestId('rule');
    await expect(rule).toHaveAttribute('aria-hidden', 'true');
    // Hidden from assistive technology, still visible on screen.
    await expect(rule).toBeVisible();
    await expect(rule.getBoundingClientRect().height).toBeGreaterThan(0);
  },
};

/** The rule spans the full line in either direction, with its space above and below unchanged. */
export const RightToLeft: Story = {
  globals: rightToLeft,
  render: (args) => (
    <Box data-testid="section">
      <p>استخدمت 12,400 أسرة عياداتنا المتنقلة العام الماضي.</p>
      <Divider {...args} />
      <p>تمول التبرعات الوقود والأدوية وتدريب الممرضات.</p>
    </Box>
  ),
  play: async ({ canvas }) => {
    const section = canvas.getByTestId('section').getBoundingClientRect();
    const rule = canvas.getByRole('separator').getBoundingClientRect();
    await expect(rule.left).toBeCloseTo(section.left, 0);
    await expect(rule.right).toBeCloseTo(section.right, 0);
  },
};

export const NarrowScreen: Story = {
  globals: smallPhone,
  parameters: { layout: 'fullscreen' },
  decorators: [narrowFrame],
  args: { tone: 'strong' },
  play: async ({ canvas }) => {
    const frame = canvas.getByTestId('narrow-frame');
    await expect(canvas.getByRole('separator').getBoundingClientRect().width).toBeCloseTo(
      frame.getBoundingClientRect().width,
      0,
    );
    await expectNoSidewaysOverflow(frame);
  },
};
