import { act, createEvent, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  blockedShortcut,
  ContentProtection,
  guardContent,
  type ContentGuard,
  type ContentProtectionProps,
} from './ContentProtection.tsx';
import { DeferredContentProtection } from './DeferredContentProtection.tsx';

function renderProtected(props: Partial<ContentProtectionProps> = {}) {
  const onBlock = vi.fn();
  render(
    <>
      <ContentProtection onBlock={onBlock} data-testid="protected" {...props}>
        <h2>Safeguarding Policy</h2>
        <p data-testid="copy">
          We protect <strong data-testid="nested">children and adults at risk</strong>.
        </p>
        <label>
          Email
          <input type="email" data-testid="input" />
        </label>
        <label>
          Message
          <textarea data-testid="textarea" />
        </label>
        <label>
          Subject
          <select data-testid="select">
            <option>General</option>
          </select>
        </label>
        <div contentEditable suppressContentEditableWarning data-testid="editable">
          <span data-testid="inside-editable">Notes</span>
          <span contentEditable={false} data-testid="locked">
            Locked
          </span>
        </div>
      </ContentProtection>
      <p data-testid="outside">Outside the protection</p>
    </>,
  );
  return { onBlock };
}

/** Dispatches the event; true when something called preventDefault on it. */
function isPrevented(element: Element | Node, event: Event) {
  return !element.dispatchEvent(event);
}

const clipboardEvents = {
  copy: (element: Element) => createEvent.copy(element),
  cut: (element: Element) => createEvent.cut(element),
  paste: (element: Element) => createEvent.paste(element),
  'context-menu': (element: Element) => createEvent.contextMenu(element),
  drag: (element: Element) => createEvent.dragStart(element),
} as const;

type EventAction = keyof typeof clipboardEvents;
const eventActions = Object.keys(clipboardEvents) as EventAction[];

function keyDown(init: KeyboardEventInit) {
  return new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
}

describe('ContentProtection: content', () => {
  it.each(eventActions)('stops %s on the protected content and reports it', (action) => {
    const { onBlock } = renderProtected();
    const copy = screen.getByTestId('copy');
    expect(isPrevented(copy, clipboardEvents[action](copy))).toBe(true);
    expect(onBlock).toHaveBeenCalledOnce();
    expect(onBlock).toHaveBeenCalledWith(action, expect.anything());
  });

  it.each(eventActions)('stops %s on elements nested deep inside', (action) => {
    renderProtected();
    const nested = screen.getByTestId('nested');
    expect(isPrevented(nested, clipboardEvents[action](nested))).toBe(true);
  });

  it('stops text selection from starting, even on a text node', () => {
    const { onBlock } = renderProtected();
    const textNode = screen.getByTestId('copy').firstChild;
    expect(textNode).toBeInstanceOf(Text);
    const event = new Event('selectstart', { bubbles: true, cancelable: true });
    expect(textNode && isPrevented(textNode, event)).toBe(true);
    expect(onBlock).toHaveBeenCalledWith('select', event);
  });

  it('leaves everything outside its subtree alone', () => {
    const { onBlock } = renderProtected();
    const outside = screen.getByTestId('outside');
    for (const action of eventActions) {
      expect(isPrevented(outside, clipboardEvents[action](outside))).toBe(false);
    }
    expect(
      isPrevented(outside, new Event('selectstart', { bubbles: true, cancelable: true })),
    ).toBe(false);
    expect(isPrevented(outside, keyDown({ key: 'c', ctrlKey: true }))).toBe(false);
    expect(onBlock).not.toHaveBeenCalled();
  });

  it('marks itself so styles stop pointer selection', () => {
    renderProtected();
    expect(screen.getByTestId('protected').className).not.toBe('');
  });
});

describe('ContentProtection: wholePage', () => {
  it('without it, leaves events aimed at the body alone', () => {
    const { onBlock } = renderProtected();
    expect(isPrevented(document.body, createEvent.copy(document.body))).toBe(false);
    expect(isPrevented(document.body, keyDown({ key: 'c', ctrlKey: true }))).toBe(false);
    expect(onBlock).not.toHaveBeenCalled();
  });

  it('with it, also stops what is aimed at the page as a whole (nothing focused)', () => {
    const { onBlock } = renderProtected({ wholePage: true });
    for (const target of [document.body, document.documentElement]) {
      expect(isPrevented(target, createEvent.copy(target))).toBe(true);
      expect(isPrevented(target, createEvent.contextMenu(target))).toBe(true);
      expect(isPrevented(target, keyDown({ key: 'c', ctrlKey: true }))).toBe(true);
      expect(isPrevented(target, keyDown({ key: 's', metaKey: true }))).toBe(true);
    }
    expect(onBlock).toHaveBeenCalledWith('copy', expect.anything());
    expect(onBlock).toHaveBeenCalledWith('save', expect.anything());
  });

  it('with it, still guards inside, keeps fields usable and leaves other elements alone', () => {
    renderProtected({ wholePage: true });
    const copy = screen.getByTestId('copy');
    expect(isPrevented(copy, createEvent.copy(copy))).toBe(true);
    const input = screen.getByTestId('input');
    expect(isPrevented(input, createEvent.paste(input))).toBe(false);
    expect(isPrevented(input, keyDown({ key: 'c', ctrlKey: true }))).toBe(false);
    const outside = screen.getByTestId('outside');
    expect(isPrevented(outside, createEvent.copy(outside))).toBe(false);
    expect(isPrevented(outside, keyDown({ key: 'c', ctrlKey: true }))).toBe(false);
    // Keys that are not the guarded shortcuts go through on the body.
    expect(isPrevented(document.body, keyDown({ key: 'Tab' }))).toBe(false);
    expect(isPrevented(document.body, keyDown({ key: 'f', ctrlKey: true }))).toBe(false);
  });

  it('with it, stops listening on the document once unmounted', () => {
    const onBlock = vi.fn();
    const { unmount } = render(
      <ContentProtection wholePage onBlock={onBlock}>
        <p>Text</p>
      </ContentProtection>,
    );
    unmount();
    expect(isPrevented(document.body, createEvent.copy(document.body))).toBe(false);
    expect(onBlock).not.toHaveBeenCalled();
  });
});

describe('ContentProtection: form fields stay usable', () => {
  const fields = ['input', 'textarea', 'select', 'editable', 'inside-editable'] as const;

  it.each(fields)('lets copy, cut, paste, the context menu and dragging work in %s', (testId) => {
    const { onBlock } = renderProtected();
    const field = screen.getByTestId(testId);
    for (const action of eventActions) {
      expect(isPrevented(field, clipboardEvents[action](field))).toBe(false);
    }
    expect(onBlock).not.toHaveBeenCalled();
  });

  it.each(fields)('lets text selection start in %s', (testId) => {
    renderProtected();
    const field = screen.getByTestId(testId);
    expect(isPrevented(field, new Event('selectstart', { bubbles: true, cancelable: true }))).toBe(
      false,
    );
  });

  it('treats a part marked contenteditable="false" as content', () => {
    renderProtected();
    const locked = screen.getByTestId('locked');
    expect(isPrevented(locked, createEvent.copy(locked))).toBe(true);
  });

  it('lets copy and cut shortcuts work inside a field', () => {
    renderProtected();
    const input = screen.getByTestId('input');
    expect(isPrevented(input, keyDown({ key: 'c', ctrlKey: true }))).toBe(false);
    expect(isPrevented(input, keyDown({ key: 'x', metaKey: true }))).toBe(false);
  });

  it('still stops view source and save from inside a field', () => {
    renderProtected();
    const input = screen.getByTestId('input');
    expect(isPrevented(input, keyDown({ key: 'u', ctrlKey: true }))).toBe(true);
    expect(isPrevented(input, keyDown({ key: 's', ctrlKey: true }))).toBe(true);
  });

  it('lets people type and paste into fields', async () => {
    const user = userEvent.setup();
    renderProtected();
    const input = screen.getByTestId('input');
    await user.click(input);
    await user.keyboard('info@ghat');
    await user.paste('.org.uk');
    expect(input).toHaveValue('info@ghat.org.uk');
  });

  it('with strict, stops pasting into fields too, and reports it', async () => {
    const user = userEvent.setup();
    const { onBlock } = renderProtected({ strict: true });
    const input = screen.getByTestId('input');
    await user.click(input);
    await user.keyboard('info');
    await user.paste('@ghat.org.uk');
    expect(input).toHaveValue('info');
    expect(onBlock).toHaveBeenCalledWith('paste', expect.anything());
    expect(screen.getByTestId('protected')).toHaveAttribute('data-strict', 'true');
  });

  it('with strict, still lets copying, the context menu and selection work in fields', () => {
    renderProtected({ strict: true });
    const textarea = screen.getByTestId('textarea');
    expect(isPrevented(textarea, createEvent.copy(textarea))).toBe(false);
    expect(isPrevented(textarea, createEvent.contextMenu(textarea))).toBe(false);
    expect(
      isPrevented(textarea, new Event('selectstart', { bubbles: true, cancelable: true })),
    ).toBe(false);
  });
});

describe('ContentProtection: keyboard', () => {
  const blocked: [string, KeyboardEventInit, string][] = [
    ['Ctrl+C', { key: 'c', code: 'KeyC', ctrlKey: true }, 'copy'],
    ['Cmd+C', { key: 'c', code: 'KeyC', metaKey: true }, 'copy'],
    ['Ctrl+C with Caps Lock', { key: 'C', code: 'KeyC', ctrlKey: true }, 'copy'],
    ['Ctrl+C on an Arabic layout', { key: 'ؤ', code: 'KeyC', ctrlKey: true }, 'copy'],
    ['Ctrl+X', { key: 'x', code: 'KeyX', ctrlKey: true }, 'cut'],
    ['Cmd+X', { key: 'x', code: 'KeyX', metaKey: true }, 'cut'],
    ['Ctrl+U', { key: 'u', code: 'KeyU', ctrlKey: true }, 'view-source'],
    ['Cmd+Option+U', { key: 'u', code: 'KeyU', metaKey: true, altKey: true }, 'view-source'],
    ['Ctrl+S', { key: 's', code: 'KeyS', ctrlKey: true }, 'save'],
    ['Cmd+S', { key: 's', code: 'KeyS', metaKey: true }, 'save'],
  ];

  it.each(blocked)('stops %s', (_, init, action) => {
    const { onBlock } = renderProtected();
    const copy = screen.getByTestId('copy');
    expect(isPrevented(copy, keyDown(init))).toBe(true);
    expect(onBlock).toHaveBeenCalledWith(action, expect.anything());
  });

  const allowed: [string, KeyboardEventInit][] = [
    ['Tab', { key: 'Tab', code: 'Tab' }],
    ['Shift+Tab', { key: 'Tab', code: 'Tab', shiftKey: true }],
    ['arrow keys', { key: 'ArrowDown', code: 'ArrowDown' }],
    ['Enter', { key: 'Enter', code: 'Enter' }],
    ['Space', { key: ' ', code: 'Space' }],
    ['Escape', { key: 'Escape', code: 'Escape' }],
    ['a plain c', { key: 'c', code: 'KeyC' }],
    ['Ctrl+V', { key: 'v', code: 'KeyV', ctrlKey: true }],
    ['Ctrl+F (find)', { key: 'f', code: 'KeyF', ctrlKey: true }],
    ['Ctrl+Home', { key: 'Home', code: 'Home', ctrlKey: true }],
    ['Ctrl+Shift+C', { key: 'C', code: 'KeyC', ctrlKey: true, shiftKey: true }],
    ['AltGr+C (Ctrl+Alt)', { key: 'ć', code: 'KeyC', ctrlKey: true, altKey: true }],
    ['Alt+U', { key: 'u', code: 'KeyU', altKey: true }],
    [
      'a screen reader command (Ctrl+Alt+ArrowRight)',
      { key: 'ArrowRight', ctrlKey: true, altKey: true },
    ],
    ['Insert+Down (NVDA say all)', { key: 'Insert', code: 'Insert' }],
    ['Ctrl (alone, to stop speech)', { key: 'Control', code: 'ControlLeft', ctrlKey: true }],
  ];

  it.each(allowed)('lets %s through', (_, init) => {
    const { onBlock } = renderProtected();
    expect(isPrevented(screen.getByTestId('copy'), keyDown(init))).toBe(false);
    expect(onBlock).not.toHaveBeenCalled();
  });

  it('exposes the shortcut rule for reuse', () => {
    const base = { code: '', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false };
    expect(blockedShortcut({ ...base, key: 's', metaKey: true })).toBe('save');
    expect(blockedShortcut({ ...base, key: 'u', ctrlKey: true, altKey: true })).toBeUndefined();
    expect(blockedShortcut({ ...base, key: 'p', ctrlKey: true })).toBeUndefined();
  });
});

describe('ContentProtection: composition', () => {
  it('still calls the handlers given to it', () => {
    const onCopy = vi.fn();
    const onKeyDown = vi.fn();
    render(
      <ContentProtection onCopy={onCopy} onKeyDown={onKeyDown}>
        <p>Text</p>
      </ContentProtection>,
    );
    const text = screen.getByText('Text');
    fireEvent.copy(text);
    fireEvent.keyDown(text, { key: 'Tab' });
    expect(onCopy).toHaveBeenCalledOnce();
    expect(onKeyDown).toHaveBeenCalledOnce();
  });

  it('reports nothing for an event something inside already stopped', () => {
    const onBlock = vi.fn();
    render(
      <ContentProtection onBlock={onBlock}>
        <p>Text</p>
      </ContentProtection>,
    );
    const text = screen.getByText('Text');
    text.addEventListener('copy', (event) => event.preventDefault());
    fireEvent.copy(text);
    expect(onBlock).not.toHaveBeenCalled();
  });

  it('uses the latest onBlock and strict after a re-render', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(
      <ContentProtection onBlock={first}>
        <input aria-label="Email" />
      </ContentProtection>,
    );
    rerender(
      <ContentProtection onBlock={second} strict>
        <input aria-label="Email" />
      </ContentProtection>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(isPrevented(input, createEvent.paste(input))).toBe(true);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('paste', expect.anything());
  });

  it('forwards ref, merges className and spreads props', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <ContentProtection ref={ref} className="page" id="protected-page">
        <p>Text</p>
      </ContentProtection>,
    );
    expect(ref.current).toHaveAttribute('id', 'protected-page');
    expect(ref.current).toHaveClass('page');
    expect(ref.current?.className.split(' ').length).toBeGreaterThan(1);
  });

  it('stops listening for selection once unmounted', () => {
    const ref = createRef<HTMLDivElement>();
    const onBlock = vi.fn();
    const { unmount } = render(
      <ContentProtection ref={ref} onBlock={onBlock}>
        <p>Text</p>
      </ContentProtection>,
    );
    const root = ref.current;
    expect(root).not.toBeNull();
    unmount();
    expect(ref.current).toBeNull();
    expect(root && isPrevented(root, new Event('selectstart', { cancelable: true }))).toBe(false);
    expect(onBlock).not.toHaveBeenCalled();
  });
});

describe('DeferredContentProtection', () => {
  function deferred() {
    let resolve: (guard: ContentGuard) => void = () => {};
    let reject: (error: Error) => void = () => {};
    const promise = new Promise<ContentGuard>((done, fail) => {
      resolve = done;
      reject = fail;
    });
    return { loadGuard: vi.fn(() => promise), resolve, reject };
  }

  function renderDeferred(loadGuard: () => Promise<ContentGuard>) {
    const onBlock = vi.fn();
    const view = render(
      <DeferredContentProtection loadGuard={loadGuard} onBlock={onBlock} data-testid="protected">
        <p data-testid="copy">Text</p>
        <input aria-label="Email" />
      </DeferredContentProtection>,
    );
    return { ...view, onBlock };
  }

  it('styles at once and guards from when the guard has loaded', async () => {
    const { loadGuard, resolve } = deferred();
    const { onBlock } = renderDeferred(loadGuard);
    const copy = screen.getByTestId('copy');
    expect(screen.getByTestId('protected').className).not.toBe('');
    expect(isPrevented(copy, createEvent.copy(copy))).toBe(false);
    const guard = vi.fn(guardContent);
    await act(async () => resolve(guard));
    expect(loadGuard).toHaveBeenCalledOnce();
    expect(guard).toHaveBeenCalledOnce();
    expect(isPrevented(copy, createEvent.copy(copy))).toBe(true);
    expect(onBlock).toHaveBeenCalledWith('copy', expect.anything());
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(isPrevented(input, createEvent.paste(input))).toBe(false);
  });

  it('never starts a guard that loads after it has gone, and stops one that had started', async () => {
    const late = deferred();
    const guard = vi.fn(guardContent);
    const first = renderDeferred(late.loadGuard);
    first.unmount();
    await act(async () => late.resolve(guard));
    expect(guard).not.toHaveBeenCalled();

    const { unmount } = renderDeferred(async () => guardContent);
    await act(async () => {});
    const copy = screen.getByTestId('copy');
    expect(isPrevented(copy, createEvent.copy(copy))).toBe(true);
    unmount();
    expect(isPrevented(copy, createEvent.copy(copy))).toBe(false);
  });

  it('carries on without a guard that fails to load', async () => {
    const failing = deferred();
    renderDeferred(failing.loadGuard);
    await act(async () => failing.reject(new Error('offline')));
    const copy = screen.getByTestId('copy');
    expect(isPrevented(copy, createEvent.copy(copy))).toBe(false);
  });
});
