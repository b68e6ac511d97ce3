import { clsx } from 'clsx';
import {
  useCallback,
  useEffect,
  useState,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import * as styles from './ContentProtection.css.ts';

/** What the protection can stop, as reported to `onBlock`. */
export const protectedActions = [
  'copy',
  'cut',
  'paste',
  'select',
  'drag',
  'context-menu',
  'view-source',
  'save',
] as const;

export type ProtectedAction = (typeof protectedActions)[number];

export interface ContentProtectionProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * Also stop pasting into form fields. Off by default: people paste long
   * email addresses and passwords, and many assistive tools type by pasting.
   */
  strict?: boolean;
  /**
   * For a wrapper around everything a page shows: also guard what happens on the page as a
   * whole, such as Ctrl+C or a copy while nothing inside has focus (those events go to the
   * body, outside the wrapper). Events inside other elements outside it are still left alone.
   */
  wholePage?: boolean;
  /** Told each time something is stopped (for the page-event tracker, say). */
  onBlock?: (action: ProtectedAction, event: Event) => void;
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** The element an event happened in (selection events can start on a text node). */
function elementOf(target: EventTarget | null): Element | null {
  if (target instanceof Element) return target;
  if (target instanceof Node) return target.parentElement;
  return null;
}

/** Whether the event happened where people type: a form field or an editable region. */
export function isInFormField(target: EventTarget | null): boolean {
  const element = elementOf(target);
  if (!element) return false;
  if (element.closest('input, textarea, select')) return true;
  // The nearest contenteditable decides: a part marked "false" inside an editor is content.
  const editable = element.closest('[contenteditable]');
  return editable !== null && editable.getAttribute('contenteditable') !== 'false';
}

/**
 * The letter of a shortcut: the key's own letter on Latin layouts; the physical
 * key on others (Arabic, Cyrillic…), where browsers still run Ctrl+C by position.
 */
function shortcutLetter(event: Pick<KeyboardEvent, 'key' | 'code'>): string {
  const key = event.key.toLowerCase();
  if (/^[a-z]$/.test(key)) return key;
  return /^Key([A-Z])$/.exec(event.code)?.[1]?.toLowerCase() ?? '';
}

/**
 * The action a key press would start, if the protection stops it: Ctrl/Cmd+C
 * (copy), X (cut), U (view source), S (save), and Cmd+Option+U (view source on
 * a Mac). Every other key, and these letters with Shift or AltGr, go through.
 */
export function blockedShortcut(
  event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): ProtectedAction | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.shiftKey) return undefined;
  const letter = shortcutLetter(event);
  // Ctrl+Alt is AltGr on Windows, which types characters: only Cmd+Option+U is a shortcut here.
  if (event.altKey)
    return event.metaKey && !event.ctrlKey && letter === 'u' ? 'view-source' : undefined;
  switch (letter) {
    case 'c':
      return 'copy';
    case 'x':
      return 'cut';
    case 'u':
      return 'view-source';
    case 's':
      return 'save';
    default:
      return undefined;
  }
}

/** Gives the caller's ref the element; returns how to take it back again. */
function assignRef<Value>(ref: Ref<Value> | undefined, value: Value): () => void {
  if (typeof ref === 'function') {
    const cleanUp = ref(value);
    return typeof cleanUp === 'function' ? cleanUp : () => ref(null);
  }
  if (ref) ref.current = value;
  return () => {
    if (ref) ref.current = null;
  };
}

/** The events guarded, with the action each one starts. */
const guardedEvents = [
  ['copy', 'copy'],
  ['cut', 'cut'],
  ['paste', 'paste'],
  ['selectstart', 'select'],
  ['dragstart', 'drag'],
  ['contextmenu', 'context-menu'],
] as const satisfies readonly (readonly [string, ProtectedAction])[];

/**
 * Deters casual copying of the content inside it: stops copying, cutting,
 * pasting, selecting text, dragging, the context menu and the shortcuts for
 * copy, cut, view source and save. Form fields inside stay fully usable.
 */
/** Whether an event aimed at `target` is the wrapper's to guard, when it covers the whole page. */
function onPageAsAWhole(root: Element, target: EventTarget | null): boolean {
  const document = root.ownerDocument;
  if (target === document || target === document.body || target === document.documentElement) {
    return true;
  }
  return target instanceof Node && root.contains(target);
}

export function ContentProtection({
  strict = false,
  wholePage = false,
  onBlock,
  className,
  ref,
  children,
  ...props
}: ContentProtectionProps) {
  const [root, setRoot] = useState<HTMLDivElement | null>(null);

  // Listened for on the element itself: React has no selectstart event, and
  // key presses on a plain container are not an interaction of their own.
  useEffect(() => {
    if (!root) return;
    // A whole-page wrapper listens on the document, where events aimed at the body arrive too.
    const host: Node = wholePage ? root.ownerDocument : root;
    const covers = (target: EventTarget | null) => !wholePage || onPageAsAWhole(root, target);
    const block = (action: ProtectedAction, event: Event) => {
      event.preventDefault();
      onBlock?.(action, event);
    };
    const listeners = guardedEvents.map(([type, action]) => {
      const listener = (event: Event) => {
        if (event.defaultPrevented || !covers(event.target)) return;
        // Fields stay usable; with `strict`, pasting into them is stopped too.
        const inField = isInFormField(event.target);
        if (inField && !(strict && action === 'paste')) return;
        block(action, event);
      };
      host.addEventListener(type, listener);
      return [type, listener] as const;
    });
    const handleKeyDown = (event: Event) => {
      if (!(event instanceof KeyboardEvent) || event.defaultPrevented) return;
      if (!covers(event.target)) return;
      const action = blockedShortcut(event);
      if (action === undefined) return;
      // Copying and cutting inside a field is the reader's own text; viewing source and saving are not.
      if ((action === 'copy' || action === 'cut') && isInFormField(event.target)) return;
      block(action, event);
    };
    host.addEventListener('keydown', handleKeyDown);
    return () => {
      for (const [type, listener] of listeners) host.removeEventListener(type, listener);
      host.removeEventListener('keydown', handleKeyDown);
    };
  }, [root, strict, wholePage, onBlock]);

  const rootRef = useCallback(
    (element: HTMLDivElement) => {
      setRoot(element);
      const releaseRef = assignRef(ref, element);
      return () => {
        setRoot(null);
        releaseRef();
      };
    },
    [ref],
  );

  return (
    <div
      ref={rootRef}
      className={clsx(styles.protection, className)}
      data-strict={strict || undefined}
      data-whole-page={wholePage || undefined}
      {...props}
    >
      {children}
    </div>
  );
}
