import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog, type DialogProps } from './Dialog.tsx';
import { tabbableElements } from './tabbable.ts';

function WithOpener(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Partner With Us
      </button>
      <Dialog
        title="Partner With Us"
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
      >
        <label htmlFor="email">Your email address</label>
        <input id="email" />
        <button type="button">Send Enquiry</button>
      </Dialog>
    </>
  );
}

const dialogElement = () => document.querySelector('dialog') as HTMLDialogElement;

afterEach(() => {
  document.documentElement.style.overflow = '';
});

describe('Dialog', () => {
  it('is closed and empty until opened, and says so in data-state', () => {
    render(
      <Dialog title="Partner With Us">
        <p>Content</p>
      </Dialog>,
    );
    expect(dialogElement()).toHaveAttribute('data-state', 'closed');
    expect(dialogElement()).not.toHaveAttribute('open');
    expect(screen.queryByText('Content')).toBeNull();
  });

  it('opens as a modal with showModal, named by its title and described by its description', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(
      <Dialog open title="Partner With Us" description="We reply within 48 hours.">
        <p>Content</p>
      </Dialog>,
    );
    expect(showModal).toHaveBeenCalledOnce();
    const dialog = screen.getByRole('dialog', { name: 'Partner With Us' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('data-state', 'open');
    expect(dialog).toHaveAccessibleDescription('We reply within 48 hours.');
    expect(screen.getByRole('heading', { level: 2, name: 'Partner With Us' })).toBeInTheDocument();
    showModal.mockRestore();
  });

  it('gives the title the heading level asked for', () => {
    render(<Dialog open title="Cookie Preferences" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Cookie Preferences' })).toBeVisible();
  });

  it('moves focus to the first control of the content and back to the opener on close', async () => {
    const user = userEvent.setup();
    render(<WithOpener />);
    const opener = screen.getByRole('button', { name: 'Partner With Us' });
    await user.click(opener);
    expect(screen.getByLabelText('Your email address')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialogElement()).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });

  it('does not return focus when told not to', async () => {
    const user = userEvent.setup();
    render(<WithOpener returnFocus={false} />);
    const opener = screen.getByRole('button', { name: 'Partner With Us' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(opener).not.toHaveFocus();
  });

  it('focuses the dialog itself with initialFocus="dialog", or when it has no controls', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<WithOpener initialFocus="dialog" />);
    await user.click(screen.getByRole('button', { name: 'Partner With Us' }));
    expect(dialogElement()).toHaveFocus();
    unmount();
    render(
      <Dialog open title="Our Governance">
        <p>Plain text only.</p>
      </Dialog>,
    );
    expect(dialogElement()).toHaveFocus();
  });

  it('focuses the element initialFocus points to', () => {
    function Example() {
      const ref = useRef<HTMLButtonElement>(null);
      return (
        <Dialog open title="Partner With Us" initialFocus={ref}>
          <button type="button">First</button>
          <button type="button" ref={ref}>
            Second
          </button>
        </Dialog>
      );
    }
    render(<Example />);
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus();
  });

  it('closes on Escape through onOpenChange, when uncontrolled too', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Dialog defaultOpen title="Partner With Us" onOpenChange={onOpenChange}>
        <button type="button">Send Enquiry</button>
      </Dialog>,
    );
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(dialogElement()).toHaveAttribute('data-state', 'closed');
    expect(dialogElement()).not.toHaveAttribute('open');
  });

  it('stays open when controlled and the parent keeps it open', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Dialog open title="Partner With Us" onOpenChange={onOpenChange}>
        <button type="button">Send Enquiry</button>
      </Dialog>,
    );
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(dialogElement()).toHaveAttribute('open');
  });

  it('turns the browser’s cancel event into a state change instead of closing behind React’s back', () => {
    const onOpenChange = vi.fn();
    render(<Dialog open title="Partner With Us" onOpenChange={onOpenChange} />);
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      dialogElement().dispatchEvent(cancel);
    });
    expect(cancel.defaultPrevented).toBe(true);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('follows a close the browser made itself', () => {
    const onOpenChange = vi.fn();
    render(<Dialog defaultOpen title="Partner With Us" onOpenChange={onOpenChange} />);
    act(() => {
      dialogElement().close();
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(dialogElement()).toHaveAttribute('data-state', 'closed');
  });

  it('closes on a press on the backdrop, but not on the content or a drag out of it', () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog open title="Partner With Us" onOpenChange={onOpenChange}>
        <p>Content</p>
      </Dialog>,
    );
    const content = screen.getByText('Content');
    fireEvent.pointerDown(content);
    fireEvent.click(content);
    // A text selection that started inside and ended outside.
    fireEvent.pointerDown(content);
    fireEvent.click(dialogElement());
    expect(onOpenChange).not.toHaveBeenCalled();
    fireEvent.pointerDown(dialogElement());
    fireEvent.click(dialogElement());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('ignores the backdrop when closeOnBackdropClick is off', () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog
        open
        title="Partner With Us"
        closeOnBackdropClick={false}
        onOpenChange={onOpenChange}
      />,
    );
    fireEvent.pointerDown(dialogElement());
    fireEvent.click(dialogElement());
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('locks the page’s scrolling while open and restores what was there', async () => {
    const user = userEvent.setup();
    document.documentElement.style.overflow = 'scroll';
    render(<WithOpener />);
    await user.click(screen.getByRole('button', { name: 'Partner With Us' }));
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.documentElement.style.overflow).toBe('scroll');
  });

  it('keeps the page locked until the last of two open dialogs closes', () => {
    const { rerender } = render(
      <>
        <Dialog open title="First" />
        <Dialog open title="Second" />
      </>,
    );
    rerender(
      <>
        <Dialog open title="First" />
        <Dialog open={false} title="Second" />
      </>,
    );
    expect(document.documentElement.style.overflow).toBe('hidden');
    rerender(
      <>
        <Dialog open={false} title="First" />
        <Dialog open={false} title="Second" />
      </>,
    );
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('wraps Tab from the last control to the first, and Shift+Tab back', async () => {
    const user = userEvent.setup();
    render(<WithOpener />);
    await user.click(screen.getByRole('button', { name: 'Partner With Us' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const send = screen.getByRole('button', { name: 'Send Enquiry' });
    send.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(send).toHaveFocus();
  });

  it('uses its close label, for pages in other languages', () => {
    render(<Dialog open title="Contact" closeLabel="Cau" />);
    expect(screen.getByRole('button', { name: 'Cau' })).toBeInTheDocument();
  });

  it('merges className and passes other props to the dialog element', () => {
    render(<Dialog open title="Contact" className="extra" data-testid="the-dialog" />);
    const dialog = screen.getByTestId('the-dialog');
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveClass('extra');
  });
});

describe('tabbableElements', () => {
  it('lists what Tab reaches, skipping disabled, negative tabindex and inert', () => {
    render(
      <div data-testid="box">
        <button type="button">One</button>
        <button type="button" disabled>
          Disabled
        </button>
        <span tabIndex={-1}>Script only</span>
        <div inert>
          <button type="button">Inert</button>
        </div>
        <a href="/about">About</a>
        <input type="hidden" />
      </div>,
    );
    const names = tabbableElements(screen.getByTestId('box')).map((element) => element.textContent);
    expect(names).toEqual(['One', 'About']);
  });
});
