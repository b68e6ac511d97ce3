// The frame of every page: the document, the skip link, the header and the footer.
import {
  footerBottomLinks,
  footerGovernanceLinkLimit,
  footerGovernanceLinks,
  footerQuickLinks,
  headerCallToAction,
  headerMenu,
  markImage,
  organisation,
  redirects,
  registrationStatement,
  siteFooterCopy,
  siteHeaderCopy,
  skipLinkText,
} from '@ghat/content';
import { ghatThemeClass } from '@ghat/tokens';
import { LinkProvider, PageShell, SiteFooter, SiteHeader } from '@ghat/ui';
import {
  HeadContent,
  Outlet,
  Scripts,
  createRootRoute,
  redirect,
  useLocation,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { RouterLink } from '../-lib/RouterLink.tsx';
import { SiteConsent } from '../-lib/SiteConsent.tsx';
import { consentDefaultsScript } from '../-lib/consentScript.ts';
import { island } from '../-lib/islands.tsx';
import { ContentFrame } from '../-lib/contentFrame.tsx';
import { languageRestoreScript, siteDocumentLanguage } from '../-lib/language.ts';
import { SiteLanguagePicker } from '../-lib/languagePicker.tsx';
import { openSiteSearch, SiteSearch } from '../-lib/searchOpener.tsx';
import { NotFoundPage, notFoundView } from '../-lib/notFound.tsx';
import { seo } from '../-lib/seo.ts';

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
        ...notFound.meta,
      ],
      links: [{ rel: 'icon', href: markImage.src, type: 'image/svg+xml' }, ...notFound.links],
      // Consent Mode v2 defaults (all denied) and a saved choice, before any tag can load.
      scripts: [{ children: consentDefaultsScript }],
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
        <HeadContent />
        <script dangerouslySetInnerHTML={{ __html: languageRestoreScript }} />
      </head>
      <body>
        <ContentFrame>{children}</ContentFrame>
        <Scripts />
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

// The footer's sign-up is an island (islands.tsx): prerendered, its code fetched on first use.
const FooterNewsletter = island('footer-newsletter', () => import('../-lib/FooterNewsletter.tsx'));

function RootLayout() {
  const { pathname } = useLocation();
  return (
    <LinkProvider component={RouterLink}>
      <PageShell
        skipLinkLabel={skipLinkText}
        banner={<SiteConsent />}
        header={
          <SiteHeader
            siteName={organisation.name}
            homeHref="/"
            menuItems={headerMenu}
            callToAction={headerCallToAction}
            currentPath={pathname}
            {...siteHeaderCopy}
            onSearch={() => openSiteSearch()}
            languagePicker={<SiteLanguagePicker />}
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
            newsletter={<FooterNewsletter />}
            currentPath={pathname}
            {...siteFooterCopy}
          />
        }
      >
        <Outlet />
      </PageShell>
      <SiteSearch />
    </LinkProvider>
  );
}
