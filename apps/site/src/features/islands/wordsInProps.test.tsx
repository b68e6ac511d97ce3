import { siteLocales, type SiteLocaleCode } from '@ghat/content/i18n';
import { LocaleProvider, type UiLocale } from '@ghat/ui';
import { en } from '@ghat/ui/locales/en';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { notFoundParts } from '../page/notFoundParts.ts';
import { uiLocales } from '../page/uiLocales.ts';
import { islandModules, type IslandName } from './registry.ts';
import { wordsInProps } from './wordsInProps.ts';

/** The props each island listed in wordsInProps gets on its page, in `locale`. */
const pageProps: Partial<Record<IslandName, (locale: SiteLocaleCode) => object>> = {
  'not-found': (locale) => notFoundParts(locale).search,
  'not-found-actions': (locale) => notFoundParts(locale).actions,
};

/** `locale` with every word of `namespaces` replaced by a marker naming it. */
function marked(locale: UiLocale, namespaces: readonly string[]): UiLocale {
  const messages: Record<string, unknown> = { ...locale.messages };
  for (const namespace of namespaces) {
    const words = (locale.messages as Record<string, Record<string, string> | undefined>)[
      namespace
    ];
    if (!words) throw new Error(`${locale.code} has no @ghat/ui words "${namespace}"`);
    messages[namespace] = Object.fromEntries(
      Object.keys(words).map((key) => [key, `[ui:${namespace}.${key}]`]),
    );
  }
  return { ...locale, messages } as UiLocale;
}

describe('wordsInProps: the @ghat/ui words an island never shows, as its props give them', () => {
  it('names a page-props case for each island it lists', () => {
    expect(Object.keys(pageProps).sort()).toEqual(Object.keys(wordsInProps).sort());
  });

  for (const [island, namespaces = []] of Object.entries(wordsInProps)) {
    for (const { code } of siteLocales) {
      it(`${island} in ${code} shows none of @ghat/ui's ${namespaces.join(', ')} words`, async () => {
        const name = island as IslandName;
        const { default: Component } = await islandModules[name]();
        const props = pageProps[name]?.(code) ?? {};
        const locale = marked(code === 'en' ? en : uiLocales[code], namespaces);
        const html = renderToStaticMarkup(
          <LocaleProvider locale={locale}>
            {createElement(Component as ComponentType<object>, props)}
          </LocaleProvider>,
        );
        expect(html).not.toContain('[ui:');
        // The island rendered its words: the markers would have had somewhere to show.
        expect(html.length).toBeGreaterThan(200);
      });
    }
  }
});
