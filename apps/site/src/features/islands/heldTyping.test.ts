// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdTypingUntilField } from './heldTyping.ts';

function key(target: Element, init: KeyboardEventInit): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

function page() {
  document.body.innerHTML = `
    <button type="button">Search</button>
    <dialog open><input type="search" value="" /></dialog>
    <input type="text" id="other" />`;
  const button = document.querySelector('button');
  const field = document.querySelector<HTMLInputElement>('input[type="search"]');
  const other = document.querySelector<HTMLInputElement>('#other');
  if (!button || !field || !other) throw new Error('The page was not made');
  return { button, field, other };
}

const isDestination = (field: HTMLInputElement) => field.type === 'search';
let stop: (() => void) | undefined;

afterEach(() => {
  stop?.();
  document.body.innerHTML = '';
});

/** The focus moves to the field, and the timer the typing waits for runs. */
async function focusAndSettle(field: HTMLInputElement) {
  field.focus();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('holdTypingUntilField', () => {
  it('types what came before the field, after what was typed while the press was held, as input', async () => {
    const { button, field } = page();
    const inputs: string[] = [];
    field.addEventListener('input', () => inputs.push(field.value));
    button.focus();
    stop = holdTypingUntilField({ typedBefore: 'he', isDestination, onCancel: () => {} });
    const typed = ['a', 'l', 't', 'x'].map((k) => key(button, { key: k }));
    key(button, { key: 'Backspace' });
    key(button, { key: 'h' });
    // Kept from the button (a Space would press it) and from the page.
    expect(typed.every((event) => event.defaultPrevented)).toBe(true);
    await focusAndSettle(field);
    expect(field.value).toBe('health');
    expect(inputs).toEqual(['health']);
  });

  it('keeps keys that reach the field before the held text is typed after it, in order', async () => {
    const { button, field } = page();
    stop = holdTypingUntilField({ typedBefore: 'tr', isDestination, onCancel: () => {} });
    key(button, { key: 'u' });
    field.focus();
    // Still in the moment before the held text is typed: the browser would put these first.
    const early = ['s', 't', 'e', 'e'].map((k) => key(field, { key: k }));
    key(field, { key: 'Backspace' });
    expect(early.every((event) => event.defaultPrevented)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(field.value).toBe('truste');
    // Then the field is the visitor's own.
    expect(key(field, { key: 'e' }).defaultPrevented).toBe(false);
  });

  it('adds to the query the field opened with, and keeps an emoji and a space whole', async () => {
    const { button, field } = page();
    field.value = 'clinic';
    stop = holdTypingUntilField({ isDestination, onCancel: () => {} });
    for (const k of [' ', '🙂']) key(button, { key: k });
    await focusAndSettle(field);
    expect(field.value).toBe('clinic 🙂');
  });

  it('leaves shortcuts, composition and other keys to the page', () => {
    const { button } = page();
    stop = holdTypingUntilField({ isDestination, onCancel: () => {} });
    for (const init of [
      { key: 'k', ctrlKey: true },
      { key: 'a', metaKey: true },
      { key: 'Tab' },
      { key: 'ArrowDown' },
      { key: 'x', isComposing: true },
    ]) {
      expect(key(button, init).defaultPrevented).toBe(false);
    }
  });

  it('gives another field nothing and stops there: typing in it is its own', async () => {
    const { button, field, other } = page();
    stop = holdTypingUntilField({ isDestination, onCancel: () => {} });
    key(button, { key: 'a' });
    await focusAndSettle(other);
    expect(other.value).toBe('');
    expect(key(other, { key: 'b' }).defaultPrevented).toBe(false);
    await focusAndSettle(field);
    expect(field.value).toBe('');
  });

  it('stops on Escape, which cancels, and on a press of the pointer', () => {
    const { button } = page();
    const onCancel = vi.fn();
    stop = holdTypingUntilField({ isDestination, onCancel });
    expect(key(button, { key: 'Escape' }).defaultPrevented).toBe(false);
    expect(onCancel).toHaveBeenCalledOnce();
    expect(key(button, { key: 'a' }).defaultPrevented).toBe(false);

    stop = holdTypingUntilField({ isDestination, onCancel });
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(key(button, { key: 'a' }).defaultPrevented).toBe(false);
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
