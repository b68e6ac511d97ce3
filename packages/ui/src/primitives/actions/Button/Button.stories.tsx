import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  doubleTextSize,
  expectNoSidewaysOverflow,
  narrowFrame,
  rightToLeft,
} from '../../../storybook/decorators.tsx';
import { Box } from '../../layout/Box/Box.tsx';
import { Button, ButtonLink, buttonSizes, buttonVariants } from './Button.tsx';

const meta = {
  title: 'Actions/Button',
  component: Button,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use a Button for an action on this page (send, open, save). Use **ButtonLink** when it takes the reader somewhere else. ' +
          'One **primary** button per view for its main action; **secondary** for the others; **ghost** for quiet actions such as Cancel. ' +
          'Use `busy` while an action is under way: the button keeps focus and announces `aria-busy`.',
      },
    },
  },
  args: { children: 'Send Enquiry', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send Enquiry' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <Box display="flex" gap="md" flexWrap="wrap">
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant[0]?.toUpperCase() + variant.slice(1)}
        </Button>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    for (const variant of buttonVariants) {
      const button = canvas.getByRole('button', { name: new RegExp(variant, 'i') });
      await expect(button).toHaveAttribute('data-variant', variant);
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Box display="flex" gap="md" alignItems="center" flexWrap="wrap">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {size[0]?.toUpperCase() + size.slice(1)}
        </Button>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    // WCAG 2.2 target size: even the small button is at least 24 by 24 CSS pixels.
    for (const button of canvas.getAllByRole('button')) {
      const { width, height } = button.getBoundingClientRect();
      await expect(width).toBeGreaterThanOrEqual(24);
      await expect(height).toBeGreaterThanOrEqual(24);
    }
  },
};

export const Busy: Story = {
  args: { busy: true, children: 'Sending...' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Sending...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};

/** A realistic use: the button shows progress while a send is under way. */
export const BusyWhileSending: Story = {
  render: function Render(args) {
    const [sending, setSending] = useState(false);
    return (
      <Button {...args} busy={sending} onClick={() => setSending(true)}>
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const FullWidthOnNarrowScreen: Story = {
  args: { fullWidth: true, children: 'Start a Conversation about Legacy Giving' },
  decorators: [narrowFrame],
  play: async ({ canvas }) => {
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};

export const DoubleTextSize: Story = {
  globals: doubleTextSize,
  args: { children: 'Partner With Us' },
  decorators: [narrowFrame],
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    // The label grows with the reader's text size instead of being clipped.
    await expect(parseFloat(getComputedStyle(button).fontSize)).toBe(32);
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  render: (args) => (
    <Button {...args} iconEnd={<span data-testid="after">→</span>}>
      <span data-testid="label">إرسال</span>
    </Button>
  ),
  play: async ({ canvas }) => {
    // Content after the label sits to its left when the page reads right to left.
    const label = canvas.getByTestId('label').getBoundingClientRect();
    const after = canvas.getByTestId('after').getBoundingClientRect();
    await expect(after.right).toBeLessThanOrEqual(label.left + 1);
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const button = canvas.getByRole('button');
    await expect(button).toHaveFocus();
    const outline = getComputedStyle(button).outlineStyle;
    await expect(outline).toBe('solid');
  },
};

export const AsLink: StoryObj<typeof ButtonLink> = {
  render: () => (
    <Box display="flex" gap="md" flexWrap="wrap">
      <ButtonLink href="#donate">Partner With Us</ButtonLink>
      <ButtonLink href="#contact" variant="secondary">
        Start a Conversation
      </ButtonLink>
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Partner With Us' })).toHaveAttribute(
      'href',
      '#donate',
    );
  },
};
