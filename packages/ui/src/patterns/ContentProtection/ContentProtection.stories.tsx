import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Stack } from '../../primitives/layout/Stack/Stack.tsx';
import { ContentProtection, guardContent, protectedActions } from './ContentProtection.tsx';
import { DeferredContentProtection } from './DeferredContentProtection.tsx';

/** Dispatches a cancelable event; true when the protection called preventDefault on it. */
function isPrevented(element: Node, event: Event) {
  return !element.dispatchEvent(event);
}

const cancelable = { bubbles: true, cancelable: true } as const;

const meta = {
  title: 'Page layouts/ContentProtection',
  component: ContentProtection,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Wrap page content in ContentProtection to **deter casual copying**: inside it, copying, cutting, ' +
          'pasting, selecting text, dragging, the context menu and the shortcuts for copy (Ctrl/Cmd+C), cut ' +
          '(X), view source (Ctrl+U, Cmd+Option+U) and save (S) are stopped. It is a deterrent, not ' +
          'security: anyone can still read the page source, use the browser’s developer tools or reader ' +
          'mode, print, take a screenshot, or turn JavaScript off. Never rely on it to protect anything ' +
          'confidential; do not put such content on a public page.\n\n' +
          '**Form fields stay fully usable** (inputs, text areas, selects and editable regions): people can ' +
          'type, select, copy, cut, paste and open the context menu in them. Stopping that would fail ' +
          'people who paste long email addresses or passwords, who use dictation, switch-access or ' +
          'word-prediction tools that type by pasting, or who rely on the context menu for spelling ' +
          'suggestions. `strict` also stops pasting into fields; avoid it on forms people must fill in.\n\n' +
          'Only the listed shortcuts are stopped: Tab, arrows, Enter, Space, Escape, find (Ctrl+F), AltGr ' +
          'characters and screen reader commands all go through. Be aware that stopping text selection ' +
          'also gets in the way of people who select text to have it read aloud or translated; use ' +
          'this only where the organisation has decided the trade-off is worth it.\n\n' +
          'Around everything a page shows, set `wholePage`: it then also guards what is aimed at the page ' +
          'as a whole (Ctrl+C, a copy or the context menu while nothing inside has focus, which go to the ' +
          'body rather than to anything inside the wrapper). ' +
          'It guards the elements inside it in the page: something rendered elsewhere through a portal ' +
          '(a dialog placed at the end of the body) needs its own ContentProtection. `onBlock` reports ' +
          'each stopped action, for the page-event tracker.\n\n' +
          '**DeferredContentProtection** is the same with its behaviour loaded on demand (`loadGuard`, ' +
          "say `() => import('./guard').then((m) => m.guardContent)`), to keep it out of a page’s first " +
          'download: the styles apply at once, the guard from when it has loaded.',
      },
    },
  },
  args: { onBlock: fn() },
  argTypes: { onBlock: { description: `Called with one of: ${protectedActions.join(', ')}.` } },
  render: (args) => (
    <ContentProtection {...args}>
      <Stack space="md">
        <h2>Safeguarding Policy</h2>
        <p data-testid="policy-text">
          The Global Health Access Trust is committed to protecting children and adults at risk in
          every programme we fund. Concerns are acknowledged within 5 working days.
        </p>
        <label htmlFor="protected-email">Email address</label>
        <input id="protected-email" type="email" autoComplete="email" />
        <a href="/contact-the-trust">Contact the Safeguarding Lead</a>
      </Stack>
    </ContentProtection>
  ),
} satisfies Meta<typeof ContentProtection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BlocksCopyingContent: Story = {
  play: async ({ args, canvas }) => {
    const text = canvas.getByTestId('policy-text');
    await expect(isPrevented(text, new ClipboardEvent('copy', cancelable))).toBe(true);
    await expect(isPrevented(text, new ClipboardEvent('cut', cancelable))).toBe(true);
    await expect(isPrevented(text, new MouseEvent('contextmenu', cancelable))).toBe(true);
    await expect(isPrevented(text, new DragEvent('dragstart', cancelable))).toBe(true);
    // Selection starts on a text node, not an element.
    const textNode = text.firstChild;
    await expect(textNode).toBeInstanceOf(Text);
    await expect(textNode && isPrevented(textNode, new Event('selectstart', cancelable))).toBe(
      true,
    );
    await expect(args.onBlock).toHaveBeenCalledWith('copy', expect.anything());
    await expect(args.onBlock).toHaveBeenCalledWith('select', expect.anything());
    // Pointer selection is off for the content, on for the field.
    await expect(getComputedStyle(text).userSelect).toBe('none');
    await expect(getComputedStyle(canvas.getByLabelText('Email address')).userSelect).toBe('text');
  },
};

export const BlocksShortcuts: Story = {
  play: async ({ args, canvas }) => {
    const text = canvas.getByTestId('policy-text');
    const press = (init: KeyboardEventInit) =>
      isPrevented(text, new KeyboardEvent('keydown', { ...cancelable, ...init }));
    await expect(press({ key: 'c', code: 'KeyC', ctrlKey: true })).toBe(true);
    await expect(press({ key: 'c', code: 'KeyC', metaKey: true })).toBe(true);
    await expect(press({ key: 'x', code: 'KeyX', ctrlKey: true })).toBe(true);
    await expect(press({ key: 'u', code: 'KeyU', ctrlKey: true })).toBe(true);
    await expect(press({ key: 'u', code: 'KeyU', metaKey: true, altKey: true })).toBe(true);
    await expect(press({ key: 's', code: 'KeyS', ctrlKey: true })).toBe(true);
    await expect(args.onBlock).toHaveBeenCalledWith('view-source', expect.anything());
    // Everything else goes through.
    await expect(press({ key: 'Tab', code: 'Tab' })).toBe(false);
    await expect(press({ key: 'ArrowDown', code: 'ArrowDown' })).toBe(false);
    await expect(press({ key: 'f', code: 'KeyF', ctrlKey: true })).toBe(false);
  },
};

export const KeyboardNavigationStillWorks: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('Email address')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Contact the Safeguarding Lead' })).toHaveFocus();
  },
};

export const FormFieldsStayUsable: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByLabelText('Email address');
    await userEvent.click(field);
    await userEvent.keyboard('info@ghat');
    await userEvent.paste('.org.uk');
    await expect(field).toHaveValue('info@ghat.org.uk');
    await expect(isPrevented(field, new ClipboardEvent('copy', cancelable))).toBe(false);
    await expect(isPrevented(field, new MouseEvent('contextmenu', cancelable))).toBe(false);
    await expect(isPrevented(field, new Event('selectstart', cancelable))).toBe(false);
    await expect(
      isPrevented(field, new KeyboardEvent('keydown', { ...cancelable, key: 'c', ctrlKey: true })),
    ).toBe(false);
    await expect(args.onBlock).not.toHaveBeenCalled();
  },
};

/** `strict` stops pasting into fields too; everything else in fields still works. */
export const Strict: Story = {
  args: { strict: true },
  play: async ({ args, canvas }) => {
    const field = canvas.getByLabelText('Email address');
    await userEvent.click(field);
    await userEvent.keyboard('info');
    await userEvent.paste('@ghat.org.uk');
    await expect(field).toHaveValue('info');
    await expect(args.onBlock).toHaveBeenCalledWith('paste', expect.anything());
    await expect(isPrevented(field, new ClipboardEvent('copy', cancelable))).toBe(false);
  },
};

/** `wholePage`: with nothing focused, Ctrl+C and a copy go to the body, and are stopped too. */
export const WholePage: Story = {
  args: { wholePage: true },
  play: async ({ args, canvas }) => {
    (document.activeElement as HTMLElement | null)?.blur();
    await expect(
      isPrevented(
        document.body,
        new KeyboardEvent('keydown', { key: 'c', ctrlKey: true, ...cancelable }),
      ),
    ).toBe(true);
    await expect(isPrevented(document.body, new Event('copy', cancelable))).toBe(true);
    await expect(args.onBlock).toHaveBeenCalledWith('copy', expect.anything());
    // The field inside still takes a paste.
    const field = canvas.getByLabelText('Email address');
    await expect(isPrevented(field, new Event('paste', cancelable))).toBe(false);
    // Tab still moves on from the body.
    await expect(
      isPrevented(document.body, new KeyboardEvent('keydown', { key: 'Tab', ...cancelable })),
    ).toBe(false);
  },
};

const loadGuardLater = () =>
  new Promise<typeof guardContent>((resolve) => setTimeout(() => resolve(guardContent), 50));

/** DeferredContentProtection: the same protection, its behaviour loaded after the page starts. */
export const Deferred: Story = {
  args: { wholePage: true },
  render: (args) => (
    <DeferredContentProtection {...args} loadGuard={loadGuardLater}>
      <Stack space="md">
        <p data-testid="policy-text">Concerns are acknowledged within 5 working days.</p>
        <label htmlFor="deferred-email">Email address</label>
        <input id="deferred-email" type="email" autoComplete="email" />
      </Stack>
    </DeferredContentProtection>
  ),
  play: async ({ args, canvas }) => {
    const text = canvas.getByTestId('policy-text');
    await expect(getComputedStyle(text).userSelect).toBe('none');
    await waitFor(() => expect(isPrevented(text, new Event('copy', cancelable))).toBe(true));
    await expect(args.onBlock).toHaveBeenCalledWith('copy', expect.anything());
    const field = canvas.getByLabelText('Email address');
    await expect(isPrevented(field, new Event('paste', cancelable))).toBe(false);
  },
};
