// @vitest-environment happy-dom
// The head script's holding of what is typed after a held press, run as the page runs it: the
// script text itself, in a document whose island is not live yet.
import { afterEach, describe, expect, it } from 'vitest';
import { earlyActionsKey, type EarlyActions } from './earlyActions.ts';
import { earlyActionsScript } from './earlyActionsScript.ts';

function start() {
  document.body.innerHTML = `
    <div data-island="site-header">
      <button type="button" id="search" aria-haspopup="dialog">Search</button>
      <button type="button" id="menu">Menu</button>
      <input type="text" id="field" />
    </div>`;
  new Function(earlyActionsScript)();
  const actions = (window as unknown as Record<string, EarlyActions | undefined>)[earlyActionsKey];
  if (!actions) throw new Error('The head script set up nothing');
  return actions;
}

const byId = (id: string) => document.getElementById(id) as HTMLElement;

function type(target: HTMLElement, keys: readonly string[]): boolean[] {
  return keys.map(
    (key) =>
      !target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })),
  );
}

afterEach(() => {
  // The script's listeners stay on the document: released, they hold nothing more.
  const actions = (window as unknown as Record<string, EarlyActions | undefined>)[earlyActionsKey];
  if (actions) actions.released = true;
  document.body.innerHTML = '';
  Reflect.deleteProperty(window, earlyActionsKey);
});

describe('earlyActionsScript, typing after a held press', () => {
  it('keeps what is typed outside a field after a press that opens a dialog', () => {
    const actions = start();
    const search = byId('search');
    search.click();
    expect(actions.held).toHaveLength(1);
    const prevented = type(search, ['s', 'a', '🙂', 'Backspace', 'n', 'Tab', 't', 'é']);
    expect(actions.typing?.keys).toBe('santé');
    // Kept from the button (a Space would press it again); Tab moves on as ever.
    expect(prevented).toEqual([true, true, true, true, true, false, true, true]);
    // In a field, typing is the field's.
    expect(type(byId('field'), ['x'])).toEqual([false]);
    expect(actions.typing?.keys).toBe('santé');
  });

  it('keeps nothing after a press that opens no dialog, or once the press is done again', () => {
    const actions = start();
    byId('menu').click();
    expect(type(byId('menu'), ['a'])).toEqual([false]);
    expect(actions.typing).toBeUndefined();

    byId('search').click();
    type(byId('search'), ['a']);
    if (actions.typing) actions.typing.done = true;
    expect(type(byId('search'), ['b'])).toEqual([false]);
    expect(actions.typing?.keys).toBe('a');
  });
});
