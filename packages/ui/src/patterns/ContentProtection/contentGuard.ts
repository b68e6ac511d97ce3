// The copy protection's behaviour, as plain DOM: ContentProtection runs it at once;
// DeferredContentProtection loads it on demand, keeping it out of a page's first download.

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

export interface ContentGuardOptions {
  /** Also stop pasting into form fields. */
  strict?: boolean;
  /** Also guard what is aimed at the page as a whole (the body, when nothing inside has focus). */
  wholePage?: boolean;
  /** Told each time something is stopped. */
  onBlock?: (action: ProtectedAction, event: Event) => void;
}

/** Starts guarding `root`; returns the function that stops. */
export type ContentGuard = (root: HTMLElement, options?: ContentGuardOptions) => () => void;

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

/** The events guarded, with the action each one starts. */
const guardedEvents = [
  ['copy', 'copy'],
  ['cut', 'cut'],
  ['paste', 'paste'],
  ['selectstart', 'select'],
  ['dragstart', 'drag'],
  ['contextmenu', 'context-menu'],
] as const satisfies readonly (readonly [string, ProtectedAction])[];

/** Whether an event aimed at `target` is the wrapper's to guard, when it covers the whole page. */
function onPageAsAWhole(root: Element, target: EventTarget | null): boolean {
  const document = root.ownerDocument;
  if (target === document || target === document.body || target === document.documentElement) {
    return true;
  }
  return target instanceof Node && root.contains(target);
}

/**
 * Stops copying, cutting, pasting, selecting, dragging, the context menu and the copy, cut,
 * view-source and save shortcuts inside `root`, leaving form fields usable.
 */
export const guardContent: ContentGuard = (
  root,
  { strict = false, wholePage = false, onBlock } = {},
) => {
  // Listened for on the element itself: React has no selectstart event, and key presses on
  // a plain container are not an interaction of their own. A whole-page wrapper listens on
  // the document, where events aimed at the body arrive too.
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
};
