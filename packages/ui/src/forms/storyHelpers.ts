// Shared by the form stories: transports that never settle or fail, the turned-down
// submit, and the phone-width check.
import { expect, waitFor, type within } from 'storybook/test';
import { expectNoSidewaysOverflow } from '../storybook/decorators.tsx';
import { TryAgainLater } from './tryAgainLater.ts';

/** A send that stays under way, to show the sending state. */
export function neverSettles(): Promise<void> {
  return new Promise<void>(() => {});
}

/** A send that fails, as when the network is down. */
export function failsToSend(): Promise<void> {
  return Promise.reject(new Error('Network unavailable'));
}

/**
 * The error summary of a turned-down submit, once the fields have their messages too: the
 * summary comes in the press's own frame, the fields' state after it is painted.
 */
export async function findTurnDown(canvas: ReturnType<typeof within>): Promise<HTMLElement> {
  const alert = await canvas.findByRole('alert');
  await waitFor(() =>
    expect(alert.ownerDocument.querySelector('[aria-invalid="true"]')).not.toBeNull(),
  );
  return alert;
}

/** The story runs in a real phone-sized window and nothing needs sideways scrolling. */
export async function expectFitsPhone(canvasElement: HTMLElement, width = 390) {
  await expect(window.innerWidth).toBeLessThanOrEqual(width);
  const page = document.documentElement;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  await expectNoSidewaysOverflow(canvasElement);
}

/** A `submit` the service refuses for now, asking to wait 45 seconds (HTTP 429, Retry-After). */
export function asksToWait(): Promise<void> {
  return Promise.reject(new TryAgainLater(45));
}
