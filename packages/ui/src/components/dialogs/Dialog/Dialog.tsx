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
import { useComposedRefs } from '../../../hooks/useComposedRefs.ts';
import { useControllableState } from '../../../hooks/useControllableState.ts';
import { useWords } from '../../../i18n/LocaleProvider.tsx';
import { dialog as dialogWords } from '../../../i18n/words/dialog.ts';
import { IconButton } from '../../../primitives/actions/Button/IconButton.tsx';
import { Heading, type HeadingLevel } from '../../../primitives/type/Heading/Heading.tsx';
import * as styles from './Dialog.css.ts';
import { lockPageScroll } from './scrollLock.ts';
import { tabbableElements, wrapTab } from './tabbable.ts';

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
  closeLabel,
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
  const words = useWords('dialog', dialogWords);
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
    if (event.key === 'Escape') {
      // Handled here rather than left to the browser so every Escape, real or
      // scripted, goes through state; `cancel` below covers other close requests.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      return;
    }
    // The page behind is inert; focus wraps at the ends.
    if (event.key === 'Tab') wrapTab(event, event.currentTarget);
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
            <IconButton
              icon="close"
              label={closeLabel ?? words.close}
              onClick={() => setOpen(false)}
            />
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
