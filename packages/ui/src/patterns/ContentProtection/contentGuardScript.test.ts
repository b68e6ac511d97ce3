// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { blockedShortcut } from './contentGuard.ts';
import { contentGuardScript, wholePageAttribute } from './contentGuardScript.ts';

// The script listens on the document for the life of the page: run it once, as a page does.
beforeAll(() => {
  new Function(contentGuardScript)();
});

afterEach(() => {
  document.body.innerHTML = '';
});

function page() {
  document.body.innerHTML = `
    <div ${wholePageAttribute}>
      <p id="text">We protect <strong id="nested">children</strong>.</p>
      <input id="input" type="email" />
      <textarea id="textarea"></textarea>
      <select id="select"><option>General</option></select>
      <div id="editable" contenteditable><span id="inside">Notes</span>
        <span id="locked" contenteditable="false">Locked</span></div>
    </div>
    <p id="outside">Outside</p>`;
  return (id: string) => document.getElementById(id) as HTMLElement;
}

const prevented = (target: EventTarget, event: Event) => !target.dispatchEvent(event);
const make = (type: string) => new Event(type, { bubbles: true, cancelable: true });

describe('contentGuardScript', () => {
  const guarded = ['copy', 'cut', 'paste', 'selectstart', 'dragstart', 'contextmenu'];

  it.each(guarded)('stops %s on the protected text and on the body', (type) => {
    const byId = page();
    expect(prevented(byId('text'), make(type))).toBe(true);
    expect(prevented(byId('nested'), make(type))).toBe(true);
    expect(prevented(document.body, make(type))).toBe(true);
    // Text nodes are targets too (a selection starting inside a word).
    const textNode = byId('text').firstChild as Text;
    expect(prevented(textNode, make(type))).toBe(true);
  });

  it.each(guarded)(
    'leaves %s alone in form fields, editable parts and outside the wrapper',
    (type) => {
      const byId = page();
      for (const id of ['input', 'textarea', 'select', 'editable', 'inside', 'outside']) {
        expect(prevented(byId(id), make(type)), id).toBe(false);
      }
      // A part marked contenteditable="false" inside an editor is content again.
      expect(prevented(byId('locked'), make(type))).toBe(true);
    },
  );

  const keys: [string, KeyboardEventInit][] = [
    ['Ctrl+C', { key: 'c', code: 'KeyC', ctrlKey: true }],
    ['Cmd+X', { key: 'x', code: 'KeyX', metaKey: true }],
    ['Ctrl+U', { key: 'u', code: 'KeyU', ctrlKey: true }],
    ['Ctrl+S', { key: 's', code: 'KeyS', ctrlKey: true }],
    ['Cmd+Option+U', { key: 'ú', code: 'KeyU', metaKey: true, altKey: true }],
    ['Ctrl+C on an Arabic layout', { key: 'ؤ', code: 'KeyC', ctrlKey: true }],
    ['Ctrl+V', { key: 'v', code: 'KeyV', ctrlKey: true }],
    ['Ctrl+Shift+C', { key: 'C', code: 'KeyC', ctrlKey: true, shiftKey: true }],
    ['AltGr+C', { key: 'c', code: 'KeyC', ctrlKey: true, altKey: true }],
    ['Tab', { key: 'Tab', code: 'Tab' }],
  ];

  it.each(keys)('blocks %s exactly when guardContent does', (_, init) => {
    const byId = page();
    const expected = blockedShortcut({
      key: init.key ?? '',
      code: init.code ?? '',
      ctrlKey: Boolean(init.ctrlKey),
      metaKey: Boolean(init.metaKey),
      altKey: Boolean(init.altKey),
      shiftKey: Boolean(init.shiftKey),
    });
    const down = () => new KeyboardEvent('keydown', { ...init, bubbles: true, cancelable: true });
    expect(prevented(byId('text'), down())).toBe(expected !== undefined);
    // Copying and cutting a field's own text goes through; view source and save do not.
    const inField = expected === 'copy' || expected === 'cut' ? false : expected !== undefined;
    expect(prevented(byId('input'), down())).toBe(inField);
  });
});
