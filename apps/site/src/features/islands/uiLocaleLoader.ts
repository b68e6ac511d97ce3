// The browser's side of the page's language: a translated page names its language on
// <html data-locale>, and its islands hydrate with @ghat/ui's words in that language, fetched
// as a file of their own (an English page fetches none). The page asks for the file with
// the islands' files (data-island-files on <html>), so it costs no extra round trip.
import type { UiLocale } from '@ghat/ui';

export const localeAttribute = 'data-locale';

export const uiLocaleLoaders: Record<string, () => Promise<UiLocale>> = {
  fr: () => import('@ghat/ui/locales/fr').then((module) => module.fr),
  es: () => import('@ghat/ui/locales/es').then((module) => module.es),
  pt: () => import('@ghat/ui/locales/pt').then((module) => module.pt),
  ar: () => import('@ghat/ui/locales/ar').then((module) => module.ar),
  uk: () => import('@ghat/ui/locales/uk').then((module) => module.uk),
};

/** The page's @ghat/ui words: undefined for English (every component's own default). */
export function loadUiLocale(
  root: HTMLElement = document.documentElement,
): Promise<UiLocale | undefined> {
  const load = uiLocaleLoaders[root.getAttribute(localeAttribute) ?? ''];
  return load ? load() : Promise.resolve(undefined);
}
