// The browser's side of the page's language: a translated page names its language on
// <html data-locale>, and the file of @ghat/ui's words in it on <html data-island-files>
// (the loader asks for it with the islands' files, so it costs no extra round trip). Its
// islands hydrate with those words. The page's script holds no loader per language: it
// imports the file the page names, and an English page imports none.
import type { UiLocale } from '@ghat/ui';

export const localeAttribute = 'data-locale';

/** The page's @ghat/ui words: undefined for English (every component's own default). */
export function loadUiLocale(
  root: HTMLElement = document.documentElement,
): Promise<UiLocale | undefined> {
  const code = root.getAttribute(localeAttribute);
  const file = root.getAttribute('data-island-files')?.split(' ')[0];
  if (!code || !file) return Promise.resolve(undefined);
  return import(/* @vite-ignore */ file).then(
    (module: Record<string, UiLocale | undefined>) => module[code],
  );
}
