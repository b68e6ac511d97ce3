import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import {
  doubleTextSize,
  expectNoSidewaysOverflow,
  narrowFrame,
  rightToLeft,
} from '../../../storybook/decorators.tsx';
import { Box } from '../../../primitives/layout/Box/Box.tsx';
import { Button } from '../../../primitives/actions/Button/Button.tsx';
import { Notice, noticeLiveSettings, noticeTonePrefixes, noticeTones } from './Notice.tsx';

const meta = {
  title: 'Content/Notice',
  component: Notice,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use a Notice for a message about the page or what the reader just did: a confirmation ' +
          '(Subscription Confirmed), a warning (planned maintenance), or an error summary. Its tone is said in ' +
          'hidden text ("Success:") as well as by colour and icon. Errors are announced at once (`role="alert"`), ' +
          'the other tones politely (`role="status"`); a live region announces what is **added to it**, so ' +
          'render the Notice first and change its content, or use `live="off"` for a notice that is on the page ' +
          'from the start and should just be read in order. Do not use it for a label (**Badge**) or for an ' +
          'error on one field (put that message by the field).',
      },
    },
  },
  args: {
    tone: 'success',
    title: 'Thank you',
    children: 'Our team will be in touch within 48 hours.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: noticeTones },
    live: { control: 'inline-radio', options: noticeLiveSettings },
  },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Success: Thank you' + 'Our team will be in touch within 48 hours.',
    );
  },
};

export const Success: Story = {
  args: {
    tone: 'success',
    title: 'Subscription Confirmed',
    children: 'You will receive Our Impact, our monthly update, from next month.',
  },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(/^Success: Subscription Confirmed/);
    // The tone word is read, not shown.
    const prefix = canvas.getByText('Success:');
    await expect(prefix.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Information: Story = {
  args: {
    tone: 'info',
    title: 'Applications open on 1 March',
    children: 'Partner organisations can apply for the 2025 Healthcare Access grant round.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      /^Information: Applications open on 1 March/,
    );
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: undefined,
    children: 'Online donations will be unavailable on Sunday from 06:00 to 08:00 for maintenance.',
  },
  play: async ({ canvas }) => {
    // Without a title the tone word starts the body.
    await expect(canvas.getByRole('status')).toHaveTextContent(
      /^Warning: Online donations will be unavailable/,
    );
  },
};

export const ErrorSummary: Story = {
  args: {
    tone: 'error',
    title: 'There is a problem',
    children: (
      <>
        <p>We could not send your enquiry.</p>
        <p>
          Try again, or email <a href="mailto:partnerships@ghat.org.uk">partnerships@ghat.org.uk</a>
          .
        </p>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(/^Error: There is a problem/);
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'partnerships@ghat.org.uk' })).toBeVisible();
  },
};

export const AllTones: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="md">
      {noticeTones.map((tone) => (
        <Notice key={tone} {...args} tone={tone} title={`A ${tone} notice`} />
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    for (const tone of noticeTones) {
      const notice = canvasElement.querySelector(`[data-tone="${tone}"]`) as HTMLElement;
      await expect(notice).toHaveTextContent(`${noticeTonePrefixes[tone]} A ${tone} notice`);
      await expect(notice.querySelector('svg')).toHaveAttribute('data-icon', tone);
    }
  },
};

/** On the page from the start: read in order, not announced. */
export const NotLive: Story = {
  args: {
    tone: 'warning',
    live: 'off',
    title: 'This document has been replaced',
    children: 'The 2024 Safeguarding Policy replaces this version.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByText('Warning:')).toBeInTheDocument();
  },
};

export const Dismissible: Story = {
  args: { onDismiss: fn(), title: 'Subscription Confirmed' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Dismiss' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    // WCAG 2.2 target size.
    const { width, height } = button.getBoundingClientRect();
    await expect(width).toBeGreaterThanOrEqual(24);
    await expect(height).toBeGreaterThanOrEqual(24);
  },
};

/** A realistic use: the confirmation appears after sending and goes away when dismissed. */
export const ShownAfterAnAction: Story = {
  render: function Render(args) {
    const [sent, setSent] = useState(false);
    return (
      <Box display="flex" flexDirection="column" gap="md" alignItems="flex-start">
        <Button onClick={() => setSent(true)}>Send Enquiry</Button>
        {/* The region is always there; its content changes, so it is announced. */}
        <Box role="status" inlineSize="full">
          {sent ? (
            <Notice {...args} live="off" onDismiss={() => setSent(false)}>
              Our team will be in touch within 48 hours.
            </Notice>
          ) : null}
        </Box>
      </Box>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send Enquiry' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(/Success: Thank you/);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: {
    tone: 'success',
    title: 'شكراً لكم',
    toneLabel: 'تم بنجاح:',
    dismissLabel: 'إغلاق',
    onDismiss: fn(),
    children: 'سيتواصل معكم فريقنا خلال 48 ساعة.',
  },
  play: async ({ canvas, canvasElement }) => {
    const notice = canvasElement.querySelector('[data-tone="success"]') as HTMLElement;
    const style = getComputedStyle(notice);
    // The tone bar is on the reading-start side: the right.
    await expect(parseFloat(style.borderRightWidth)).toBeGreaterThan(
      parseFloat(style.borderLeftWidth),
    );
    const icon = (
      notice.querySelector('svg[data-icon="success"]') as SVGElement
    ).getBoundingClientRect();
    const text = canvas.getByText('شكراً لكم').getBoundingClientRect();
    const close = canvas.getByRole('button', { name: 'إغلاق' }).getBoundingClientRect();
    await expect(icon.left).toBeGreaterThanOrEqual(text.right);
    await expect(close.right).toBeLessThanOrEqual(text.left);
    await expect(canvas.getByRole('status')).toHaveTextContent(/^تم بنجاح: شكراً لكم/);
  },
};

export const LeftToRightBorder: Story = {
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(canvasElement.querySelector('[data-tone]') as HTMLElement);
    await expect(parseFloat(style.borderLeftWidth)).toBeGreaterThan(
      parseFloat(style.borderRightWidth),
    );
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowFrame],
  args: {
    tone: 'error',
    title: 'There is a problem with your application',
    onDismiss: fn(),
    children:
      'Upload your organisation’s most recent audited accounts (for example accounts-2024-audited-final.pdf) before you submit.',
  },
  play: async ({ canvas }) => {
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};

export const DoubleTextSize: Story = {
  ...NarrowScreen,
  globals: doubleTextSize,
};
