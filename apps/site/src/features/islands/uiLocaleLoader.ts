// The browser's side of the page's language: a translated page names its language on
// <html data-locale>, and the file of the @ghat/ui words every page has (the header's, the
// cookie banner's) on <html data-island-files>; an island that shows more names the file of
// its own on its root (data-island-words). The loader asks for them with the islands' files,
// so they cost no extra round trip. The page's script holds no loader per language: it
// imports the files the page names, and an English page imports none.
import type { UiLocale } from '@ghat/ui';
import { islandAttributes } from './islandAttributes.ts';

export const localeAttribute = 'data-locale';

const loaded = new Map<string, Promise<UiLocale | undefined>>();

function wordsIn(file: string, code: string): Promise<UiLocale | undefined> {
  let words = loaded.get(file);
  if (!words) {
    words = import(/* @vite-ignore */ file).then(
      (module: Record<string, UiLocale | undefined>) => module[code],
    );
    loaded.set(file, words);
  }
  return words;
}

/** An island's @ghat/ui words: the page's and its own; undefined for English (the defaults). */
export function loadUiLocale(
  island?: HTMLElement,
  page: HTMLElement = document.documentElement,
): Promise<UiLocale | undefined> {
  const code = page.getAttribute(localeAttribute);
  const file = page.getAttribute(islandAttributes.files)?.split(' ')[0];
  if (!code || !file) return Promise.resolve(undefined);
  const own = island?.getAttribute(islandAttributes.words);
  if (!own) return wordsIn(file, code);
  return Promise.all([wordsIn(file, code), wordsIn(own, code)]).then(([shared, extra]) =>
    shared && extra
      ? { ...shared, messages: { ...shared.messages, ...extra.messages } }
      : (shared ?? extra),
  );
}
