// What a visitor types between pressing a button that opens a dialog with a field (Search, the
// language picker) and that field taking focus. The dialog's code is fetched on its first
// opening (and, before the page is live, the press itself waits for the header's island), so
// on a slow connection a quick typist's first letters would land on the button and be lost.
// From the press they are held here (before that, by the head script: earlyActionsScript.ts),
// and typed into the field as it takes focus, as if typed there.
import { takeTypingAfterPress, typeFieldsAgain } from './earlyActions.ts';

/** Where typing goes by itself: the browser already puts the keys there. */
function isTextEntry(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    (target.matches('input, textarea, select') || (target as HTMLElement).isContentEditable)
  );
}

/** One character the key types (an emoji is two UTF-16 units), or nothing. */
function typedCharacter(event: KeyboardEvent): string | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return undefined;
  return [...event.key].length === 1 ? event.key : undefined;
}

export interface HeldTypingOptions {
  /**
   * Typed before holding started, kept first: by default what the head script held after
   * the press being done again now (a press made before the island was live).
   */
  typedBefore?: string;
  /** Whether a field taking focus is the one the typing was meant for. */
  isDestination: (field: HTMLInputElement) => boolean;
  /** Escape before the field came: the visitor no longer wants it. */
  onCancel: () => void;
}

/**
 * Holds the characters typed from now until a text field takes focus, then types them into
 * it if it is the destination (after what it already holds). Backspace takes the last one
 * back. Stops at a press of the pointer (the visitor has moved on) or Escape. Returns the
 * function that stops holding.
 */
export function holdTypingUntilField({
  typedBefore = takeTypingAfterPress(),
  isDestination,
  onCancel,
}: HeldTypingOptions): () => void {
  let held = typedBefore;
  // The destination once it has focus, until the held text is typed into it: keys the
  // browser would put in it meanwhile join the held text, or they would come before it.
  let arrivedAt: HTMLInputElement | undefined;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented) return;
    if (arrivedAt ? event.target !== arrivedAt : isTextEntry(event.target)) return;
    if (event.key === 'Escape') {
      stop();
      // In the field, Escape is the dialog's to handle; before it, nothing else would.
      if (!arrivedAt) onCancel();
      return;
    }
    const character = typedCharacter(event);
    if (character !== undefined) held += character;
    else if (event.key === 'Backspace') held = [...held].slice(0, -1).join('');
    else return;
    // Not a press of the focused button (Space) nor a scroll of the page, nor in the field yet.
    event.preventDefault();
  };
  const onFocusIn = (event: FocusEvent) => {
    const field = event.target;
    if (arrivedAt || !isTextEntry(field)) return;
    if (!(field instanceof HTMLInputElement) || !isDestination(field) || held === '') {
      stop();
      return;
    }
    arrivedAt = field;
    // After the focusing code has finished (React's commit, which gave the field its first
    // value): the field's own handlers then take the text as a keystroke.
    setTimeout(() => {
      stop();
      if (field.isConnected && document.activeElement === field && held !== '') {
        typeFieldsAgain({ entries: [{ field, value: field.value + held, checked: false }] });
      }
    });
  };
  const stop = () => {
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('focusin', onFocusIn, true);
    document.removeEventListener('pointerdown', stop, true);
  };
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('focusin', onFocusIn, true);
  document.addEventListener('pointerdown', stop, true);
  return stop;
}
