// The frame of every page: the document, the skip link, the header and the footer.
import {
  footerGovernanceLinkLimit,
  footerNewsletterFormCopy,
  organisation,
  redirects,
} from '@ghat/content';
import {
  frameIn,
  hasPageIn,
  isWrittenIn,
  localisedPath,
  siteLocale,
  splitLocale,
  translatedLocales,
  type SiteLocaleCode,
} from '@ghat/content/i18n';
import { ghatThemeClass } from '@ghat/tokens';
import {
  contentGuardScript,
  Heading,
  LocaleProvider,
  PageShell,
  SiteFooter,
  Stack,
  Text,
} from '@ghat/ui';
import { Outlet, createRootRoute, redirect } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CookieBannerFrame } from '../features/consent/CookieBannerFrame.tsx';
import { consentDefaultsScript } from '../features/consent/consentScript.ts';
import { IslandScripts, PageHead, ReactStarter } from '../features/head/PageScripts.tsx';
import { speculationRules } from '../features/head/speculationRules.ts';
import { earlyActionsScript } from '../features/islands/earlyActionsScript.ts';
import { Island } from '../features/islands/Island.tsx';
import { ContentFrame } from '../features/page/ContentFrame.tsx';
import { languageRestoreScript } from '../features/language/languageScript.ts';
import { localeFiles } from '../features/islands/Island.tsx';
import { localeAttribute } from '../features/islands/uiLocaleLoader.ts';
import { EnglishOnlyPage } from '../features/page/EnglishOnlyPage.tsx';
import { LanguageSuggestion } from '../features/language/LanguageSuggestion.tsx';
import {
  suggestionChoiceScript,
  suggestionRevealScript,
} from '../features/language/suggestionScript.ts';
import { revealBannerScript } from '../features/consent/consentScript.ts';
import { copyrightYearScript } from '../features/frame/copyrightYear.ts';
import { languageHead } from '../features/head/languageHead.ts';
import { documentLanguage, useSiteLocale } from '../features/page/siteLocale.ts';
import { uiLocales } from '../features/page/uiLocales.ts';
import { NotFoundPage, notFoundView } from '../features/page/notFound.tsx';
import { seo } from '../features/head/seo.ts';
import { brandIconLinks, themeColour } from '../features/head/brandIcons.ts';

/**
 * What must run before the first paint, as one inline script: one gzip stream, about 0.5 kB
 * less in every first view than four scripts, and one CSP hash. In this order:
 * - Consent Mode v2 defaults (all denied) and a saved choice, before any tag can load;
 * - the copy protection (spec section 1), active from the first paint;
 * - a press or a form sent in an island before its code arrives is kept for it;
 * - the visitor's saved language sets the page's lang and dir;
 * - an English page picks the language to suggest to a first-time visitor, if any.
 */
const beforePaintScript = [
  consentDefaultsScript,
  contentGuardScript,
  earlyActionsScript,
  languageRestoreScript,
  copyrightYearScript,
].join(';\n');

/** An English page's: the same, and the choice of a language to suggest. */
const englishBeforePaintScript = [
  beforePaintScript,
  suggestionChoiceScript(translatedLocales.map((locale) => locale.code)),
].join(';\n');

export const Route = createRootRoute({
  // Old addresses (/learn-about-our-mission) lead to their page; the server answers them with a 301.
  beforeLoad: ({ location }) => {
    const path = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : '/';
    // The language is in the public address (/fr/donate); the routes see /donate (router.tsx).
    const { locale } = splitLocale(location.publicHref);
    const moved = redirects.find((entry) => entry.from === path);
    if (moved) {
      throw redirect({
        href: localisedPath(locale, moved.to),
        statusCode: moved.status,
        replace: true,
      });
    }
    // For head(), which is not given the address. The articles have no page of their own in
    // another language (their English is the page): /fr/blog/… is the 404 page.
    return { pathname: path, locale, pageMissing: !hasPageIn(locale, path) };
  },
  head: ({ match }) => {
    const { locale, pathname } = match.context;
    // An unknown address: the page's own head, since no page route matched.
    const missing = match._notFound || match.context.pageMissing;
    const notFound = missing
      ? seo({ ...notFoundView(pathname, locale).meta, noindex: true, locale })
      : { meta: [], links: [] };
    const language = missing
      ? { meta: [], links: [], scripts: [] }
      : languageHead(locale, pathname);
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        // The browser's colour around the page (an address bar), from the tokens.
        { name: 'theme-color', content: themeColour },
        ...notFound.meta,
        ...language.meta,
      ],
      // The icons and the web app manifest, drawn at build from the logo's mark (build/brandIcons.ts).
      links: [...brandIconLinks, ...notFound.links, ...language.links],
      scripts: [
        // First of all scripts: the consent defaults lead it (consent.test.ts).
        { children: locale === 'en' ? englishBeforePaintScript : beforePaintScript },
        // The next page is fetched as a link is about to be followed: moving between
        // pages, each an ordinary page load, feels instant where the browser supports it.
        { type: 'speculationrules', children: JSON.stringify(speculationRules) },
        ...language.scripts,
      ],
    };
  },
  shellComponent: RootDocument,
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootDocument({ children }: { children: ReactNode }) {
  const locale = useSiteLocale();
  const { dir } = siteLocale(locale);
  const translated = locale !== 'en';
  return (
    // Using the theme's class keeps @ghat/tokens' theme module, and so its CSS custom
    // properties, in the build: ui's styles only name the variables, and a bare side-effect
    // import of the tokens entry was still dropped from this build (test/e2e/theme.test.ts).
    // On an English page, lang and dir then follow the visitor's saved language if the site has
    // no translation in it: the head script sets them before paint. A translated page names its
    // language for the islands (data-locale), and the file of @ghat/ui's words in it, for the
    // page's loader to ask for with the islands' files.
    <html
      lang={documentLanguage(locale)}
      dir={translated ? dir : undefined}
      className={ghatThemeClass}
      suppressHydrationWarning
      {...{
        [localeAttribute]: translated ? locale : undefined,
        'data-island-files': translated ? localeFiles(locale).join(' ') || undefined : undefined,
      }}
    >
      <head>
        <ReactStarter />
        <PageHead />
        <IslandScripts />
      </head>
      <body>
        <ContentFrame>{children}</ContentFrame>
      </body>
    </html>
  );
}

function footerOrganisation(locale: SiteLocaleCode) {
  const frame = frameIn(locale);
  return {
    name: organisation.name,
    description: frame.organisation.mission,
    addressLines: [
      organisation.address.line1,
      organisation.address.city,
      organisation.address.country,
    ],
    email: organisation.contactEmail,
    registration: frame.registrationStatement,
  };
}

/** The banner's words that travel as JSON: its confirmation is a function (CookieBannerIsland). */
function withoutConfirmation<Copy extends { confirmation?: unknown }>(copy: Copy) {
  const { confirmation: _function, ...words } = copy;
  return words;
}

function RootLayout() {
  const { pathname, locale, pageMissing } = Route.useRouteContext();
  const frame = frameIn(locale);
  const translated = locale !== 'en';
  const currentPath = localisedPath(locale, pathname);
  const page = pageMissing ? (
    <NotFoundPage />
  ) : isWrittenIn(locale, pathname) ? (
    <Outlet />
  ) : (
    <EnglishOnlyPage locale={locale}>
      <Outlet />
    </EnglishOnlyPage>
  );
  return (
    <LocaleProvider locale={translated ? uiLocales[locale] : undefined} marksLanguage={false}>
      <PageShell
        skipLinkLabel={frame.skipLinkText}
        banner={
          <>
            {/* An English page offers a visitor's preferred language, if the site has it. */}
            {translated ? null : <LanguageSuggestion path={pathname} />}
            <CookieBannerFrame
              copy={withoutConfirmation(frame.cookieBannerCopy)}
              preferences={frame.cookiePreferencesCopy}
            />
            {/* Shows what the head's script chose: the banner, a suggested language's line. */}
            <script
              dangerouslySetInnerHTML={{
                __html: translated
                  ? revealBannerScript
                  : `${revealBannerScript}${suggestionRevealScript}`,
              }}
            />
          </>
        }
        header={
          <Island
            name="site-header"
            props={{
              siteName: organisation.name,
              homeHref: localisedPath(locale, '/'),
              menuItems: frame.headerMenu,
              callToAction: frame.headerCallToAction,
              currentPath,
              searchWords: translated ? frame.searchDialogCopy : undefined,
              foldUntilMeasured: translated,
              pageLanguage: {
                code: locale,
                nativeName: siteLocale(locale).nativeName,
                rtl: siteLocale(locale).dir === 'rtl',
              },
            }}
          />
        }
        footer={
          <SiteFooter
            organisation={footerOrganisation(locale)}
            quickLinks={frame.footerQuickLinks}
            governanceLinks={frame.footerGovernanceLinks}
            governanceLinkLimit={footerGovernanceLinkLimit}
            bottomLinks={frame.footerBottomLinks}
            socialLinks={organisation.socialLinks}
            newsletter={
              // The heading and its line stay static HTML: only the form is an island, so a
              // short page, where the footer is in view at once, loads no layout code for it.
              <Stack space="sm">
                <Heading level={2} size="xs" tone="inverse">
                  {frame.footerNewsletterCopy.heading}
                </Heading>
                <Text size="sm">{frame.footerNewsletterCopy.text}</Text>
                <Island
                  name="footer-newsletter"
                  props={{ formWords: translated ? {} : footerNewsletterFormCopy }}
                  hydrate="visible"
                />
              </Stack>
            }
            currentPath={currentPath}
            {...frame.siteFooterCopy}
          />
        }
      >
        {page}
      </PageShell>
    </LocaleProvider>
  );
}
