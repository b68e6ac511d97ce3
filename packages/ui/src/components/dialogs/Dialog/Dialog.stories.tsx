import { vars } from '@ghat/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  expectNoSidewaysOverflow,
  phone,
  rightToLeft,
  smallPhone,
  toPixels,
} from '../../../storybook/decorators.tsx';
import { Box } from '../../../primitives/layout/Box/Box.tsx';
import { Button } from '../../../primitives/actions/Button/Button.tsx';
import { Text } from '../../../primitives/type/Text/Text.tsx';
import { Dialog, dialogSizes, type DialogProps } from './Dialog.tsx';
import { expectModalBehaviour, openModal } from './modalTestSuite.ts';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A modal Dialog asks for the reader’s whole attention: a short form (Partner With Us), a choice ' +
          '(cookie preferences, language), or a search. It is the native `<dialog>` opened with `showModal()`: ' +
          'the page behind is inert and does not scroll, focus moves in and returns to the opener, and Escape, ' +
          'the close button and (unless `closeOnBackdropClick` is off) a click outside close it. Controlled with ' +
          '`open`/`onOpenChange`, or uncontrolled with `defaultOpen`. Do not use it for content people need to ' +
          'compare with the page, for messages that should not interrupt (use **Notice**), or for navigation.',
      },
    },
  },
  args: {
    title: 'Partner With Us',
    description:
      'Tell us how you would like to help. We reply to serious enquiries within 48 hours.',
    onOpenChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: dialogSizes },
    initialFocus: { control: 'inline-radio', options: ['first', 'dialog'] },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dialog with an opener, as a page would use it. */
function EnquiryDialog({
  openerLabel = 'Partner With Us',
  onOpenChange,
  ...props
}: DialogProps & { openerLabel?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{openerLabel}</Button>
      <Dialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
      >
        <Box display="flex" flexDirection="column" gap="xs">
          <label htmlFor="enquiry-email">Your email address</label>
          <input id="enquiry-email" type="email" autoComplete="email" />
        </Box>
        <Box display="flex" gap="sm" flexWrap="wrap">
          <Button onClick={() => setOpen(false)}>Send Enquiry</Button>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </Box>
      </Dialog>
    </>
  );
}

const openerOf = (canvasElement: HTMLElement, name = 'Partner With Us') =>
  within(canvasElement).getByRole('button', { name });

export const Playground: Story = {
  render: (args) => <EnquiryDialog {...args} />,
  play: async ({ args, canvasElement }) => {
    const { dialog } = await openModal(
      canvasElement,
      () => userEvent.click(openerOf(canvasElement)),
      'Partner With Us',
    );
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(dialog).toHaveAccessibleDescription(
      'Tell us how you would like to help. We reply to serious enquiries within 48 hours.',
    );
    // initialFocus="first": the first control in the content, not the close button.
    await expect(within(dialog).getByLabelText('Your email address')).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'closed'));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** The shared modal contract, run against the Dialog itself. */
export const ModalBehaviour: Story = {
  render: (args) => <EnquiryDialog {...args} />,
  play: async ({ canvasElement }) => {
    await expectModalBehaviour({
      canvasElement,
      openDialog: async () => {
        const opener = openerOf(canvasElement);
        await userEvent.click(opener);
        return opener;
      },
      dialogName: 'Partner With Us',
    });
  },
};

export const OpenedFromTheKeyboard: Story = {
  render: (args) => <EnquiryDialog {...args} />,
  play: async ({ canvasElement }) => {
    const opener = openerOf(canvasElement);
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(document.body).getByRole('dialog', { name: 'Partner With Us' });
    await expect(dialog).toHaveAttribute('open');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <Box display="flex" flexDirection="column" gap="sm" alignItems="flex-start">
        <Button onClick={() => setOpen(true)}>Read Our Safeguarding Commitment</Button>
        <Text data-testid="state">The dialog is {open ? 'open' : 'closed'}.</Text>
        <Dialog
          {...args}
          title="Safeguarding Commitment"
          description={undefined}
          open={open}
          onOpenChange={(next) => {
            args.onOpenChange?.(next);
            setOpen(next);
          }}
        >
          <Text>
            Every programme we fund must protect the people it serves. Concerns go to our
            Safeguarding Lead, a trustee, and are acknowledged within 5 working days.
          </Text>
        </Dialog>
      </Box>
    );
  },
  play: async ({ args, canvas, canvasElement }) => {
    const { dialog } = await openModal(
      canvasElement,
      () => userEvent.click(canvas.getByRole('button', { name: /Safeguarding/ })),
      'Safeguarding Commitment',
    );
    await expect(canvas.getByTestId('state')).toHaveTextContent('The dialog is open.');
    // No control in the content: focus falls back to the dialog itself.
    await expect(dialog).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(canvas.getByTestId('state')).toHaveTextContent('The dialog is closed.');
  },
};

/** Uncontrolled: open from the start and keeps its own state. */
export const DefaultOpen: Story = {
  args: { defaultOpen: true, title: 'Subscription Confirmed', description: undefined },
  render: (args) => (
    <Dialog {...args}>
      <Text>Thank you. Check your inbox for an email to complete your subscription.</Text>
    </Dialog>
  ),
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Subscription Confirmed' });
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(dialog.matches(':modal')).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(dialog).toHaveAttribute('data-state', 'closed');
    await expect(dialog).not.toHaveAttribute('open');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ClosesOnBackdropClick: Story = {
  render: (args) => <EnquiryDialog {...args} />,
  play: async ({ args, canvasElement }) => {
    const { dialog, opener } = await openModal(
      canvasElement,
      () => userEvent.click(openerOf(canvasElement)),
      'Partner With Us',
    );
    // A press that starts and ends on the backdrop, outside the dialog box.
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: dialog,
      coords: { clientX: 2, clientY: 2 },
    });
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(opener).toHaveFocus();
  },
};

export const BackdropClickTurnedOff: Story = {
  args: { closeOnBackdropClick: false },
  render: (args) => <EnquiryDialog {...args} />,
  play: async ({ args, canvasElement }) => {
    const { dialog } = await openModal(
      canvasElement,
      () => userEvent.click(openerOf(canvasElement)),
      'Partner With Us',
    );
    await userEvent.click(dialog);
    await expect(dialog).toHaveAttribute('open');
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
    // A click inside the content never closed it anyway.
    await userEvent.click(within(dialog).getByText(/We reply to serious enquiries/));
    await expect(dialog).toHaveAttribute('open');
  },
};

export const InitialFocusOnAnElement: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const messageRef = useRef<HTMLTextAreaElement>(null);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Contact the Trust</Button>
        <Dialog
          {...args}
          title="Contact the Trust"
          description="We aim to reply within 2-3 business days."
          open={open}
          onOpenChange={setOpen}
          initialFocus={messageRef}
        >
          <Box display="flex" flexDirection="column" gap="xs">
            <label htmlFor="contact-name">Full name</label>
            <input id="contact-name" autoComplete="name" />
            <label htmlFor="contact-message">Message</label>
            <textarea id="contact-message" ref={messageRef} rows={4} />
          </Box>
        </Dialog>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openModal(
      canvasElement,
      () =>
        userEvent.click(within(canvasElement).getByRole('button', { name: 'Contact the Trust' })),
      'Contact the Trust',
    );
    await expect(within(dialog).getByLabelText('Message')).toHaveFocus();
  },
};

/** For long text: focus starts on the dialog, so reading starts at the top. */
export const InitialFocusOnTheDialog: Story = {
  args: {
    initialFocus: 'dialog',
    title: 'Our Governance',
    description: 'How the Board of Trustees oversees every grant.',
  },
  render: (args) => <EnquiryDialog {...args} openerLabel="Our Governance" />,
  play: async ({ canvasElement }) => {
    const { dialog } = await openModal(
      canvasElement,
      () => userEvent.click(openerOf(canvasElement, 'Our Governance')),
      'Our Governance',
    );
    await expect(dialog).toHaveFocus();
    // The first Tab goes to the first control, Shift+Tab from the dialog to the last.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    dialog.focus();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const Sizes: Story = {
  render: function Render(args) {
    const [openSize, setOpenSize] = useState<string | null>(null);
    return (
      <Box display="flex" gap="sm" flexWrap="wrap">
        {dialogSizes.map((size) => (
          <div key={size}>
            <Button variant="secondary" onClick={() => setOpenSize(size)}>
              Open {size}
            </Button>
            <Dialog
              {...args}
              title={`A ${size} dialog`}
              size={size}
              open={openSize === size}
              onOpenChange={(next) => setOpenSize(next ? size : null)}
            >
              <Text>Grants need a formal resolution of the Board of Trustees.</Text>
            </Dialog>
          </div>
        ))}
      </Box>
    );
  },
  play: async ({ canvasElement }) => {
    const widths: number[] = [];
    for (const size of dialogSizes) {
      const { dialog } = await openModal(
        canvasElement,
        () => userEvent.click(within(canvasElement).getByRole('button', { name: `Open ${size}` })),
        `A ${size} dialog`,
      );
      await expect(dialog).toHaveAttribute('data-state', 'open');
      widths.push(dialog.getBoundingClientRect().width);
      await userEvent.keyboard('{Escape}');
    }
    // Each size is wider than the one before, unless the window caps them both.
    const cap = window.innerWidth - 2 * toPixels(vars.space.sm);
    for (let index = 1; index < widths.length; index += 1) {
      const [before = 0, now = 0] = [widths[index - 1], widths[index]];
      await expect(now > before || now >= cap - 1).toBe(true);
    }
  },
};

export const BackdropDimsThePage: Story = {
  render: (args) => <EnquiryDialog {...args} />,
  play: async ({ canvasElement }) => {
    const { dialog } = await openModal(
      canvasElement,
      () => userEvent.click(openerOf(canvasElement)),
      'Partner With Us',
    );
    // The colour comes through from the theme (a translucent inverse surface), not transparent.
    const backdrop = getComputedStyle(dialog, '::backdrop').backgroundColor;
    await expect(backdrop).not.toBe('rgba(0, 0, 0, 0)');
    await expect(backdrop).not.toBe('');
    // It covers the whole window: a press in any corner lands on the dialog's backdrop.
    const corners = [
      [1, 1],
      [window.innerWidth - 2, 1],
      [1, window.innerHeight - 2],
      [window.innerWidth - 2, window.innerHeight - 2],
    ] as const;
    for (const [x, y] of corners) {
      await expect(document.elementFromPoint(x, y)).toBe(dialog);
    }
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  render: (args) => (
    <EnquiryDialog {...args} openerLabel="شاركنا" title="شاركنا" description={undefined} />
  ),
  play: async ({ canvasElement }) => {
    const { dialog } = await openModal(
      canvasElement,
      () => userEvent.click(openerOf(canvasElement, 'شاركنا')),
      'شاركنا',
    );
    // The close button sits at the end of the title row: on the left in right-to-left.
    const title = within(dialog).getByRole('heading', { name: 'شاركنا' }).getBoundingClientRect();
    const close = within(dialog).getByRole('button', { name: 'Close' }).getBoundingClientRect();
    await expect(close.right).toBeLessThanOrEqual(title.left + 1);
  },
};

export const OnAPhone: Story = {
  globals: phone,
  parameters: { layout: 'fullscreen' },
  render: (args) => <EnquiryDialog {...args} />,
  play: async ({ canvasElement }) => {
    const { dialog } = await openModal(
      canvasElement,
      () => userEvent.click(openerOf(canvasElement)),
      'Partner With Us',
    );
    const box = dialog.getBoundingClientRect();
    // Inside the 390 px window with a margin on both sides.
    await expect(box.left).toBeGreaterThan(0);
    await expect(box.right).toBeLessThan(window.innerWidth);
    await expectNoSidewaysOverflow(dialog);
  },
};

export const OnASmallPhone: Story = {
  globals: smallPhone,
  parameters: { layout: 'fullscreen' },
  render: (args) => <EnquiryDialog {...args} />,
  play: async ({ canvasElement }) => {
    const { dialog } = await openModal(
      canvasElement,
      () => userEvent.click(openerOf(canvasElement)),
      'Partner With Us',
    );
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectNoSidewaysOverflow(dialog);
  },
};

/** Long content scrolls inside the dialog; the page behind stays where it was. */
export const LongContentOnATallPage: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div>
      <Box padding="md">
        <EnquiryDialog
          {...args}
          openerLabel="Trustee Biographies"
          title="Trustee Biographies"
          description="Seven trustees; only three are operational signatories."
        />
      </Box>
      <Box padding="md" data-testid="page">
        {Array.from({ length: 40 }, (_, index) => (
          <Text key={index}>
            Paragraph {index + 1}: the trust funds access to health as justice, not charity.
          </Text>
        ))}
      </Box>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const opener = openerOf(canvasElement, 'Trustee Biographies');
    await userEvent.click(opener);
    const dialog = within(document.body).getByRole('dialog', { name: 'Trustee Biographies' });
    await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await userEvent.keyboard('{Escape}');
    await expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
  },
};
