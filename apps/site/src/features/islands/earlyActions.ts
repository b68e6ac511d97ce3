// What a visitor does to an island before its code has arrived, kept and done again once it
// has. A static page paints long before its script runs on a slow connection, and a button
// in HTML that React has not hydrated yet does nothing when pressed. So an inline script at
// the top of <head> (earlyActionsScript.ts, hashed into the CSP) holds, from the first paint:
// - presses of a button (not a submit button) inside an island root, and
// - submissions of a form inside one (stopped, so the page does not post and reload),
// and the islands' script (src/client.tsx) does each again in that root once it has hydrated:
// the button is clicked, the form is submitted with requestSubmit (so the browser's own checks
// and the form's handler run as for a fresh press). Typed text, ticks and choices are
// noted as they happen and kept from React until the island is live (a change React took
// while the island was still running its first effects was dropped: cold e2e on a slowed
// CPU), and the fields are read in the island's hydrating commit too, for values no event
// announced (a browser's restored form). Once the island's effects have run, each field is
// typed again as input and change events, so the island's own handlers take them: a filter
// typed early filters.
//
// Nothing is lost if the code never comes: when the page has loaded and the islands' script
// has not started (it failed to load), or an island's code fails to load, the held forms are
// posted as plain HTML forms (every form has a no-JavaScript path) and holding stops.

/** The window property the head script and the islands' script share. */
export const earlyActionsKey = '__ghatEarlyActions';

export interface HeldAction {
  /** The island root it happened in. */
  root: Element;
  kind: 'press' | 'submit';
  target: HTMLButtonElement | HTMLFormElement;
  /** The button that submitted the form, if any. */
  submitter?: HTMLElement | null;
}

export interface EarlyActions {
  held: HeldAction[];
  /** The last value typed, ticked or chosen in each field of an island not yet live. */
  typed: (FieldValue & { root: Element })[];
  /** Roots whose island has hydrated: actions there are React's own now. */
  live: WeakSet<Element>;
  /** Set by the islands' script when it starts; when it never does, forms post as plain HTML. */
  started: boolean;
  /** Holding stopped: the code is not coming. */
  released: boolean;
  /**
   * The characters typed (outside any field) since a press of a button that opens a dialog
   * was held: a search typed straight after pressing Search, before its field exists.
   */
  typing?: { button: Element; keys: string; done?: boolean };
}

function earlyActions(): (EarlyActions & { release?: () => void }) | undefined {
  return (window as unknown as Record<string, EarlyActions & { release?: () => void }>)[
    earlyActionsKey
  ];
}

/** The islands' script has started: the head script need not post held forms at load. */
export function markIslandsStarted(): void {
  const actions = earlyActions();
  if (actions) actions.started = true;
}

/**
 * The island in `root` has hydrated and run its effects: from now on React itself handles
 * what happens there, so holding stops, and what was held until now is handed over: the
 * presses and forms, and the last value put in each field.
 */
export function takeEarlyActions(root: Element): { held: HeldAction[]; typed: FieldValue[] } {
  const actions = earlyActions();
  if (!actions) return { held: [], typed: [] };
  actions.live.add(root);
  const held = actions.held.filter((action) => action.root === root);
  actions.held = actions.held.filter((action) => action.root !== root);
  const typed = (actions.typed ?? []).filter((entry) => entry.root === root);
  actions.typed = (actions.typed ?? []).filter((entry) => entry.root !== root);
  return { held, typed };
}

/**
 * The fields as read in the island's commit, with what the visitor typed since (or at all:
 * the last change of a field is the visitor's latest word on it) put over them.
 */
export function withTyped(read: FieldValues, typed: readonly FieldValue[]): FieldValues {
  const latest = new Map(typed.map((entry) => [entry.field, entry]));
  const entries = read.entries.map((entry) => latest.get(entry.field) ?? entry);
  return { entries };
}

/**
 * The island has hydrated: what the visitor put in its fields is given to it again, a pointer
 * resting on it is announced, and the presses and forms held are done again. Called from the
 * island's first effect; the presses wait a task more, for the renders its own effects started
 * (a form turning off the browser's checks for its own, say) to be on the page.
 */
export function replayEarlyActions(
  root: Element,
  held: readonly HeldAction[],
  fields: FieldValues,
): void {
  typeFieldsAgain(fields);
  pointAgain(root);
  if (held.length > 0) setTimeout(() => repeat(held));
}

/**
 * A pointer that came to rest over the island before it hydrated (on a menu, say) is over it
 * still, but the island never saw it arrive: it is told now, as if it had just arrived.
 */
function pointAgain(root: Element): void {
  const hovered = [...root.querySelectorAll(':hover')].at(-1);
  if (!hovered) return;
  hovered.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
  hovered.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
}

/**
 * What was typed after the held press being done again now (its handler is asking): the
 * dialog it opens takes it. Read once.
 */
export function takeTypingAfterPress(): string {
  const typing = earlyActions()?.typing;
  if (!typing || typing.done || typing.button !== pressing) return '';
  typing.done = true;
  return typing.keys;
}

/** The held press being done again, while its click's handlers run. */
let pressing: Element | undefined;

function repeat(mine: readonly HeldAction[]): void {
  for (const action of mine) {
    if (action.kind === 'press') {
      pressAgain(action.target as HTMLButtonElement);
    } else if (action.target.isConnected) {
      const form = action.target as HTMLFormElement;
      const submitter =
        action.submitter instanceof HTMLElement && action.submitter.isConnected
          ? action.submitter
          : null;
      form.requestSubmit(submitter as HTMLButtonElement | null);
    }
  }
}

function pressAgain(button: HTMLButtonElement): void {
  pressing = button;
  try {
    if (button.isConnected && !button.disabled) button.click();
  } finally {
    pressing = undefined;
    // What was typed after it and not taken by its handler (or after a press that could not
    // be done again) stays unused, as before; and the head script stops holding keys.
    const typing = earlyActions()?.typing;
    if (typing?.button === button) typing.done = true;
  }
}

/** What the visitor had put in one field before its island was live. */
export interface FieldValue {
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  value: string;
  checked: boolean;
}

/** What the visitor had put in an island's fields before it was live. */
export interface FieldValues {
  entries: FieldValue[];
}

/** Reads every field's value in `root`, in the island's hydrating commit. */
export function readFields(root: Element): FieldValues {
  const entries: FieldValues['entries'] = [];
  for (const field of root.querySelectorAll<
    HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
  >('input, textarea, select')) {
    if (
      field instanceof HTMLInputElement &&
      ['hidden', 'submit', 'button', 'file'].includes(field.type)
    ) {
      continue;
    }
    entries.push({
      field,
      value: field.value,
      checked: field instanceof HTMLInputElement ? field.checked : false,
    });
  }
  return { entries };
}

/** The value setter of the element's own kind, which a framework's value tracking does not see. */
function setNativeValue(
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  value: string,
) {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
}

/** What the page was prerendered with in a field. */
function prerenderedValue(
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
): string {
  if (field instanceof HTMLSelectElement) {
    const options = [...field.options];
    return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
  }
  return field.defaultValue;
}

/**
 * Once the island has hydrated: each field the visitor changed is given its value again as
 * the visitor would, with the events its handlers listen for. Hydrating leaves a field's text
 * on screen but the component's state at the prerendered value (React fires no change for
 * it), and the next render would put the prerendered value back. So each changed field is
 * first set back through the page's own setter (which frameworks track), then to the
 * visitor's value through the element's native one, and the input or change event follows:
 * the component sees the visitor's change, exactly as if typed now.
 */
export function typeFieldsAgain({ entries }: FieldValues): void {
  for (const { field, value, checked } of entries) {
    if (!field.isConnected || field.disabled) continue;
    if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    ) {
      if (checked === field.defaultChecked) continue;
      field.checked = !checked;
      // A click sets it to the visitor's choice and fires the events a tick does.
      field.click();
      continue;
    }
    const prerendered = prerenderedValue(field);
    if (value === prerendered) continue;
    field.value = prerendered;
    setNativeValue(field, value);
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  }
}

/** An island's code failed to load: its held forms post as plain HTML forms. */
export function releaseEarlyActions(): void {
  earlyActions()?.release?.();
}
