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

afterEach(() => {
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
});
