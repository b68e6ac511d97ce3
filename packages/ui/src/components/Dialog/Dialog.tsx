import { clsx } from 'clsx';
import {
  useId,
  useLayoutEffect,
  useRef,
  type DialogHTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type Ref,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { useComposedRefs } from '../../hooks/useComposedRefs.ts';
import { useControllableState } from '../../hooks/useControllableState.ts';
import { Heading, type HeadingLevel } from '../Heading/Heading.tsx';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Dialog.css.ts';

export const dialogSizes = ['small', 'medium', 'large'] as const;
export type DialogSize = (typeof dialogSizes)[number];

/** Where focus goes when the dialog opens. */
export type DialogInitialFocus = 'first' | 'dialog' | RefObject<HTMLElement | null>;

export interface DialogProps extends Omit<
  DialogHTMLAttributes<HTMLDialogElement>,
  'title' | 'open' | 'children'
> {
  /** Open now (controlled). Leave out and use `defaultOpen` to let the dialog keep its own state. */
  open?: boolean;
  /** Open on first render when uncontrolled. */
  defaultOpen?: boolean;
  /** Called with `false` whenever the reader asks to close (close button, Escape, backdrop). */
  onOpenChange?: (open: boolean) => void;
  /** The dialog's heading, which is also its accessible name. */
  title: ReactNode;
  /** A sentence under the title, read out with the name when the dialog opens. */
  description?: ReactNode;
  /** The title's level in the page outline; a dialog starts a new context, so 2 by default. */
  headingLevel?: HeadingLevel;
  /** The close button's accessible name, for pages in other languages. */
  closeLabel?: string;
  /** Close when the reader clicks outside the dialog. Turn off where a stray click would lose work. */
  closeOnBackdropClick?: boolean;
  /**
   * Focus on open: 'first' (the first control in the content, or the dialog
   * itself when there is none), 'dialog' (the dialog, for long text), or a ref
   * to the element to focus.
   */
  initialFocus?: DialogInitialFocus;
  /** Move focus back to whatever had it before the dialog opened, once it closes. */
  returnFocus?: boolean;
  size?: DialogSize;
  children?: ReactNode;
  ref?: Ref<HTMLDialogElement>;
}

const focusableSelector = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'summary',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** The elements inside `container` that Tab reaches, in document order. */
export function tabbableElements(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      !element.closest('[inert]') &&
      // Not rendered (display: none, a closed <details>): Tab skips it.
      (typeof element.checkVisibility !== 'function' || element.checkVisibility()),
  );
}

// One lock for any number of open dialogs: the page scrolls again when the last one closes.
let scrollLocks = 0;
let savedRootStyle = { overflow: '', scrollbarGutter: '' };

function lockPageScroll() {
  const root = document.documentElement;
  if (scrollLocks === 0) {
    savedRootStyle = { overflow: root.style.overflow, scrollbarGutter: root.style.scrollbarGutter };
    // Keep the scrollbar's space so the page does not shift sideways under the backdrop.
    if (window.innerWidth > root.clientWidth) root.style.scrollbarGutter = 'stable';
    root.style.overflow = 'hidden';
  }
  scrollLocks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    scrollLocks -= 1;
    if (scrollLocks === 0) {
      root.style.overflow = savedRootStyle.overflow;
      root.style.scrollbarGutter = savedRootStyle.scrollbarGutter;
    }
  };
}

/**
 * A modal dialog on the native `<dialog>` element: the rest of the page is
 * inert while it is open, focus moves in and comes back to the opener, Escape
 * and the close button close it, and the page behind does not scroll.
 */
export function Dialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  title,
  description,
  headingLevel = 2,
  closeLabel = 'Close',
  closeOnBackdropClick = true,
  initialFocus = 'first',
  returnFocus = true,
  size = 'medium',
  children,
  className,
  onKeyDown,
  onCancel,
  onClose,
  onClick,
  onPointerDown,
  ref,
  ...props
}: DialogProps) {
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  });

  const dialogRef = useRef<HTMLDialogElement | null>(null);
  const contentRef = useRef<HTMLDivElement | null>(null);
  const pressStartedOnBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  // The latest values for effects and native event handlers, without re-running them.
  const latest = useRef({ open, initialFocus, returnFocus });
  useLayoutEffect(() => {
    latest.current = { open, initialFocus, returnFocus };
  });

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog || !dialog.isConnected) return;
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal();
    const releaseScroll = lockPageScroll();

    const focusTarget = latest.current.initialFocus;
    const target =
      focusTarget === 'dialog'
        ? dialog
        : focusTarget === 'first'
          ? ((contentRef.current && tabbableElements(contentRef.current)[0]) ?? dialog)
          : (focusTarget.current ?? dialog);
    target.focus();

    return () => {
      releaseScroll();
      if (dialog.open) dialog.close();
      if (latest.current.returnFocus && opener instanceof HTMLElement && opener.isConnected) {
        opener.focus();
      }
    };
  }, [open]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.nativeEvent.isComposing) return;
    const dialog = event.currentTarget;
    if (event.key === 'Escape') {
      // Handled here rather than left to the browser so every Escape, real or
      // scripted, goes through state; `cancel` below covers other close requests.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      return;
    }
    if (event.key !== 'Tab') return;
    // The page behind is inert; wrap at the ends so focus never leaves for the browser's toolbar.
    const items = tabbableElements(dialog);
    const first = items[0];
    const last = items.at(-1);
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    onCancel?.(event);
    // Closing goes through state, so a controlled parent can keep it in step.
    event.preventDefault();
    setOpen(false);
  };

  const handleClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    onClose?.(event);
    // Closed by the browser itself (a form with method="dialog", a forced close request).
    // The event comes a task later: if the dialog has been opened again since, it is stale.
    if (latest.current.open && !event.currentTarget.open) setOpen(false);
  };

  const handlePointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    onPointerDown?.(event);
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };

  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    onClick?.(event);
    // The content fills the dialog box, so a click on the dialog element itself is on the
    // backdrop. Both ends of the press must be there: a text selection dragged out does not count.
    const onBackdrop = event.target === event.currentTarget && pressStartedOnBackdrop.current;
    pressStartedOnBackdrop.current = false;
    if (closeOnBackdropClick && onBackdrop && !event.defaultPrevented) setOpen(false);
  };

  const setRefs = useComposedRefs(dialogRef, ref);

  return (
    // Escape and a press on the backdrop are the keyboard and pointer ways to close a modal.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={setRefs}
      className={clsx(styles.dialog({ size }), className)}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Focusable only by script, for initialFocus="dialog" and as the fallback target.
      tabIndex={-1}
      data-state={open ? 'open' : 'closed'}
      onKeyDown={handleKeyDown}
      onCancel={handleCancel}
      onClose={handleClose}
      onPointerDown={handlePointerDown}
      onClick={handleClick}
      {...props}
    >
      {open ? (
        <div className={styles.panel}>
          <div className={styles.header}>
            <Heading level={headingLevel} size="md" id={titleId} className={styles.title}>
              {title}
            </Heading>
            <button
              type="button"
              className={styles.close}
              aria-label={closeLabel}
              onClick={() => setOpen(false)}
            >
              <Icon name="close" size="md" />
            </button>
          </div>
          <div ref={contentRef} className={styles.body}>
            {description ? (
              <p id={descriptionId} className={styles.description}>
                {description}
              </p>
            ) : null}
            {children}
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
