/**
 * Play-function helpers that check any modal in the library behaves as a
 * modal must. Every story of a component that opens one runs
 * `expectModalBehaviour`; the smaller helpers are exported for stories that
 * check one part at a time.
 */
import { expect, userEvent, waitFor, within } from 'storybook/test';

type Name = string | RegExp;

export interface ModalBehaviourOptions {
  /** The story's canvas: the opener must be inside it. */
  canvasElement: HTMLElement;
  /**
   * Opens the modal the way a reader would (clicking or pressing its opener).
   * May resolve to the opener element; otherwise the last element focused before the
   * modal opened is taken as the opener.
   */
  openDialog: () => Promise<unknown>;
  /** The modal's accessible name: its title. */
  dialogName: Name;
  /** The accessible name of its close button. */
  closeButtonName?: Name;
}

const isInsideDialog = (node: EventTarget | null) =>
  node instanceof Element && node.closest('dialog') !== null;

/** Opens the modal and returns it with the element focus should return to. */
export async function openModal(
  canvasElement: HTMLElement,
  openDialog: () => Promise<unknown>,
  dialogName: Name,
) {
  const document = canvasElement.ownerDocument;
  let lastFocusedOutside = document.activeElement;
  const remember = (event: FocusEvent) => {
    if (!isInsideDialog(event.target)) lastFocusedOutside = event.target as Element;
  };
  document.addEventListener('focusin', remember);
  let returned: unknown;
  try {
    returned = await openDialog();
  } finally {
    document.removeEventListener('focusin', remember);
  }
  const opener = returned instanceof HTMLElement ? returned : lastFocusedOutside;
  if (!(opener instanceof HTMLElement)) throw new Error('No element opened the modal');
  await expect(canvasElement.contains(opener)).toBe(true);
  const dialog = await expectOpenModal(document.body, dialogName);
  return { dialog, opener };
}

/** The modal named `dialogName` is open as a modal, labelled by its title, with focus inside. */
export async function expectOpenModal(root: HTMLElement, dialogName: Name) {
  const dialog = await within(root).findByRole('dialog', { name: dialogName });
  await expect(dialog.tagName).toBe('DIALOG');
  await expect(dialog).toHaveAttribute('open');
  // :modal matches only a dialog opened with showModal(): the rest of the page is inert.
  await expect(dialog.matches(':modal')).toBe(true);
  // Named by its visible title, not by an aria-label only screen readers get.
  const titleId = dialog.getAttribute('aria-labelledby') ?? '';
  const title = root.ownerDocument.getElementById(titleId);
  await expect(title).not.toBeNull();
  await expect(dialog.contains(title)).toBe(true);
  // Waits out the opening fade, however long a busy machine takes to run it: polling for the
  // title with waitFor's one second once timed out on a loaded CI machine.
  await Promise.all(
    dialog
      .getAnimations({ subtree: true })
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined)),
  );
  await waitFor(() => expect(title).toBeVisible());
  await waitFor(() => expect(dialog.contains(root.ownerDocument.activeElement)).toBe(true));
  return dialog as HTMLDialogElement;
}

/** Tab and Shift+Tab go round the modal's controls and never leave it. */
export async function expectFocusTrapped(dialog: HTMLElement) {
  const document = dialog.ownerDocument;
  for (const shift of [false, true]) {
    const visited: Element[] = [];
    let wrapped = false;
    for (let step = 0; step < 100 && !wrapped; step += 1) {
      await userEvent.tab({ shift });
      const active = document.activeElement;
      await expect(active !== null && dialog.contains(active)).toBe(true);
      if (active && visited.includes(active)) wrapped = true;
      else if (active) visited.push(active);
    }
    // Came back round to a control it had already reached: the order is a closed loop.
    await expect(wrapped).toBe(true);
  }
}

/** Nothing behind the modal can take focus, even from a script. */
export async function expectBackgroundInert(dialog: HTMLElement, outside: HTMLElement) {
  outside.focus();
  await expect(outside).not.toHaveFocus();
  await expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true);
}

/** The page behind cannot scroll while the modal is open. */
export async function expectPageScrollLocked(document: Document) {
  await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
}

/** The modal has closed, focus is back on its opener, and the page scrolls as before. */
export async function expectClosed(
  dialog: HTMLDialogElement,
  opener: HTMLElement,
  overflowBefore: string,
) {
  await waitFor(() => expect(dialog.open).toBe(false));
  await expect(dialog.matches(':modal')).toBe(false);
  await waitFor(() => expect(opener).toHaveFocus());
  await expect(getComputedStyle(dialog.ownerDocument.documentElement).overflow).toBe(
    overflowBefore,
  );
}

/**
 * The whole modal contract: opens as a modal labelled by its title, with focus
 * inside; Tab stays inside; the page behind is inert and does not scroll;
 * Escape closes and the close button closes, each returning focus to the opener
 * and restoring the page's scrolling.
 */
export async function expectModalBehaviour({
  canvasElement,
  openDialog,
  dialogName,
  closeButtonName = 'Close',
}: ModalBehaviourOptions) {
  const document = canvasElement.ownerDocument;
  const overflowBefore = getComputedStyle(document.documentElement).overflow;

  // Open, look around, close with Escape.
  const first = await openModal(canvasElement, openDialog, dialogName);
  await expectPageScrollLocked(document);
  await expectFocusTrapped(first.dialog);
  await expectBackgroundInert(first.dialog, first.opener);
  await userEvent.keyboard('{Escape}');
  await expectClosed(first.dialog, first.opener, overflowBefore);

  // Open again and close with the close button.
  const second = await openModal(canvasElement, openDialog, dialogName);
  await expectPageScrollLocked(document);
  await userEvent.click(within(second.dialog).getByRole('button', { name: closeButtonName }));
  await expectClosed(second.dialog, second.opener, overflowBefore);
}
