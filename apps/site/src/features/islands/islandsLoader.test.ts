// @vitest-environment happy-dom
// The loader's preloads, run as the page runs it: the script text itself, in a document.
import { afterEach, describe, expect, it } from 'vitest';
import { islandsLoaderScript } from './islandsLoader.ts';
import { islandAttributes } from './islandAttributes.ts';

const { name, files, moment } = islandAttributes;

function preloaded(): string[] {
  return [...document.head.querySelectorAll('link[rel="modulepreload"]')].map(
    (link) => link.getAttribute('href') ?? '',
  );
}

/**
 * The script elements the loader adds to the head, kept out of the document: the test plays
 * their load or error itself (the document here would try to fetch them).
 */
function catchScripts(): HTMLScriptElement[] {
  const scripts: HTMLScriptElement[] = [];
  const append = document.head.appendChild.bind(document.head);
  document.head.appendChild = <T extends Node>(node: T): T => {
    if (node instanceof HTMLScriptElement) {
      scripts.push(node);
      return node;
    }
    return append(node);
  };
  return scripts;
}

afterEach(() => {
  Reflect.deleteProperty(document.head, 'appendChild');
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('islandsLoaderScript', () => {
  it("preloads the entry first, then its imports and each file of the islands that start at load once, and none of the others'", () => {
    document.body.innerHTML = `
      <div ${name}="enquiry-form" ${files}="/assets/EnquiryForm.js /assets/shared.js"></div>
      <div ${name}="share-article" ${files}="/assets/ShareArticle.js /assets/shared.js"></div>
      <div ${name}="footer-newsletter" ${moment}="visible" ${files}="/assets/Footer.js"></div>
      <div hidden><div ${name}="cookie-settings" ${files}="/assets/CookieSettings.js"></div></div>`;
    // A tab that is not shown starts at once (it will not paint).
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    // The entry's import() fails here, as when its file cannot load: the loader catches it.
    new Function(
      islandsLoaderScript('/assets/index.js', [
        '/assets/index.js',
        '/assets/react.js',
        '/assets/shared.js',
      ]),
    )();
    expect(preloaded()).toEqual([
      // The entry first (the largest file, so it does not queue behind the small ones for a
      // connection), then its imports and the islands' files, each once.
      '/assets/index.js',
      '/assets/react.js',
      '/assets/shared.js',
      '/assets/EnquiryForm.js',
      '/assets/ShareArticle.js',
    ]);
  });

  it("runs React's script once the page is parsed, and the entry only once React has run", async () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    let released = 0;
    const early = { release: () => (released += 1) };
    Object.assign(window, { __ghatEarlyActions: early });
    try {
      const scripts = catchScripts();
      new Function(islandsLoaderScript('/assets/index.js', [], '/assets/react.js'))();
      const [react] = scripts;
      expect(react?.getAttribute('src')).toBe('/assets/react.js');
      // A classic script, so Lighthouse can see when it ran.
      expect(react?.type).toBe('');
      expect(preloaded()).toEqual(['/assets/index.js']);
      // Nothing imports the entry before React has run: its React is React's script's.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(released).toBe(0);
      // React's script ran: the entry's import() follows (and fails here, so held forms are
      // released, as when its file cannot load).
      react?.onload?.(new Event('load'));
      await expect.poll(() => released).toBe(1);
    } finally {
      Reflect.deleteProperty(window, '__ghatEarlyActions');
    }
  });

  it("releases what was held when React's script cannot load", () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    let released = 0;
    Object.assign(window, { __ghatEarlyActions: { release: () => (released += 1) } });
    try {
      const scripts = catchScripts();
      new Function(islandsLoaderScript('/assets/index.js', [], '/assets/react.js'))();
      const [react] = scripts;
      expect(react?.getAttribute('src')).toBe('/assets/react.js');
      react?.onerror?.(new Event('error'));
      expect(released).toBe(1);
    } finally {
      Reflect.deleteProperty(window, '__ghatEarlyActions');
    }
  });
});
