// The frame of every page: the document, the skip link, the header and the footer.
import {
  footerBottomLinks,
  footerGovernanceLinkLimit,
  footerGovernanceLinks,
  footerQuickLinks,
  headerCallToAction,
  headerMenu,
  organisation,
  redirects,
  registrationStatement,
  siteFooterCopy,
  skipLinkText,
} from '@ghat/content';
import { ghatThemeClass } from '@ghat/tokens';
import { contentGuardScript, PageShell, SiteFooter } from '@ghat/ui';
import { Outlet, createRootRoute, redirect, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CookieBannerFrame } from '../features/consent/CookieBannerFrame.tsx';
import { consentDefaultsScript } from '../features/consent/consentScript.ts';
import { IslandScripts, PageHead } from '../features/head/PageScripts.tsx';
import { speculationRules } from '../features/head/speculationRules.ts';
import { earlyActionsScript } from '../features/islands/earlyActionsScript.ts';
import { Island } from '../features/islands/Island.tsx';
import { ContentFrame } from '../features/page/ContentFrame.tsx';
import { languageRestoreScript, siteDocumentLanguage } from '../features/language/language.ts';
import { NotFoundPage, notFoundView } from '../features/page/notFound.tsx';
import { seo } from '../features/head/seo.ts';
import { brandIconLinks, themeColour } from '../features/head/brandIcons.ts';

/**
 * What must run before the first paint, as one inline script: one gzip stream, about 0.5 kB
 * less in every first view than four scripts, and one CSP hash. In this order:
 * - Consent Mode v2 defaults (all denied) and a saved choice, before any tag can load;
 * - the copy protection (spec section 1), active from the first paint;
 * - a press or a form sent in an island before its code arrives is kept for it;
 * - the visitor's saved language sets the page's lang and dir.
 */
const beforePaintScript = [
  consentDefaultsScript,
  contentGuardScript,
  earlyActionsScript,
  languageRestoreScript,
].join(';\n');

export const Route = createRootRoute({
  // Old addresses (/learn-about-our-mission) lead to their page; the server answers them with a 301.
  beforeLoad: ({ location }) => {
    const path = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : '/';
    const moved = redirects.find((entry) => entry.from === path);
    if (moved) throw redirect({ href: moved.to, statusCode: moved.status, replace: true });
    // For head(), which is not given the address.
    return { pathname: location.pathname };
  },
  head: ({ match }) => {
    // An unknown address: the page's own head, since no page route matched.
    const notFound = match._notFound
      ? seo({ ...notFoundView(match.context.pathname).meta, noindex: true })
      : { meta: [], links: [] };
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        // The browser's colour around the page (an address bar), from the tokens.
        { name: 'theme-color', content: themeColour },
        ...notFound.meta,
      ],
      // The icons and the web app manifest, drawn at build from the logo's mark (build/brandIcons.ts).
      links: [...brandIconLinks, ...notFound.links],
      scripts: [
        { children: beforePaintScript },
        // The next page is fetched as a link is about to be followed: moving between
        // pages, each an ordinary page load, feels instant where the browser supports it.
        { type: 'speculationrules', children: JSON.stringify(speculationRules) },
      ],
    };
  },
  shellComponent: RootDocument,
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootDocument({ children }: { children: ReactNode }) {
  return (
    // Using the theme's class keeps @ghat/tokens' theme module, and so its CSS custom
    // properties, in the build: ui's styles only name the variables, and a bare side-effect
    // import of the tokens entry was still dropped from this build (test/e2e/theme.test.ts).
    // lang and dir then follow the visitor's saved language: the head script sets them before paint.
    <html lang={siteDocumentLanguage} className={ghatThemeClass} suppressHydrationWarning>
      <head>
        <PageHead />
        <IslandScripts />
      </head>
      <body>
        <ContentFrame>{children}</ContentFrame>
      </body>
    </html>
  );
}

const footerOrganisation = {
  name: organisation.name,
  description: organisation.mission,
  addressLines: [
    organisation.address.line1,
    organisation.address.city,
    organisation.address.country,
  ],
  email: organisation.contactEmail,
  registration: registrationStatement,
};

function RootLayout() {
  const { pathname } = useLocation();
  return (
    <PageShell
      skipLinkLabel={skipLinkText}
      banner={<CookieBannerFrame />}
      header={
        <Island
          name="site-header"
          props={{
            siteName: organisation.name,
            menuItems: headerMenu,
            callToAction: headerCallToAction,
            currentPath: pathname,
          }}
        />
      }
      footer={
        <SiteFooter
          organisation={footerOrganisation}
          quickLinks={footerQuickLinks}
          governanceLinks={footerGovernanceLinks}
          governanceLinkLimit={footerGovernanceLinkLimit}
          bottomLinks={footerBottomLinks}
          socialLinks={organisation.socialLinks}
          newsletter={<Island name="footer-newsletter" props={{}} hydrate="visible" />}
          currentPath={pathname}
          {...siteFooterCopy}
        />
      }
    >
      <Outlet />
    </PageShell>
  );
}
