// The header as an island: the menus, the mobile menu, the search and the language picker.
// The site search's dialog belongs to it, so the search the header opens lives in its root.
// Its words ('Search', 'Menu', 'Show About submenu') are @ghat/ui's own, in the page's language.
import type { SearchDialogProps } from '@ghat/ui';
import { SiteHeader, type SiteMenuItem, type SiteMenuLink } from '@ghat/ui';
import { useEffect, useRef } from 'react';
import type { PageLanguage } from '../language/language.ts';
import { SiteLanguagePicker } from '../language/SiteLanguagePicker.tsx';
import { openSiteSearch, SiteSearch } from '../search/SiteSearch.tsx';

export interface SiteHeaderIslandProps {
  siteName: string;
  /** The home page in the page's language: '/', '/fr/'. */
  homeHref: string;
  menuItems: readonly SiteMenuItem[];
  callToAction: SiteMenuLink;
  /** The page's own address, marked as current in the menus. */
  currentPath: string;
  /**
   * Folded until the header has measured what fits: the first view's own rule (a row from
   * 77rem) is made for English, and longer words would not fit in it.
   */
  foldUntilMeasured?: boolean;
  /** The language the page is written in, for the language picker. */
  pageLanguage: PageLanguage;
  /** The search dialog's words in a translated page's language (English: @ghat/content's). */
  searchWords?: Partial<SearchDialogProps>;
}

/**
 * The scroll padding the page's CSS gave before SiteHeader measured the header: an estimate of
 * its height, with room to spare. Read as this module loads, which is before hydration.
 */
const estimatedPadding =
  typeof document === 'undefined'
    ? Number.NaN
    : Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingBlockStart);

/**
 * A page opened at a #fragment: the browser scrolled its target into view as the page loaded,
 * before SiteHeader (on mounting) set the scroll padding to the header's measured height, so
 * the target sits where the CSS estimate put it: under the header, or a little below it.
 * Scrolled to again, so it lands just below the header, only while it is still there (now, or
 * when the browser's smooth scroll to it ends): a reader who has scrolled on, or whose place
 * Back restored, is left be.
 */
function revealFragmentTarget(header: HTMLElement | null) {
  if (!header || location.hash.length < 2) return;
  const navigation = performance.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  if (navigation?.type === 'back_forward') return;
  let id: string;
  try {
    id = decodeURIComponent(location.hash.slice(1));
  } catch {
    return;
  }
  const target = document.getElementById(id);
  if (!target) return;
  const revealIfMisplaced = () => {
    const top = target.getBoundingClientRect().top;
    const headerBottom = header.getBoundingClientRect().bottom;
    const underHeader = top >= -1 && top < headerBottom - 1;
    const whereEstimateLeftIt =
      Math.abs(top - estimatedPadding) <= 1 && Math.abs(top - headerBottom) > 1;
    if (underHeader || whereEstimateLeftIt) target.scrollIntoView();
  };
  revealIfMisplaced();
  window.addEventListener('scrollend', revealIfMisplaced, { once: true });
}

export default function SiteHeaderIsland({
  siteName,
  homeHref,
  menuItems,
  callToAction,
  currentPath,
  searchWords,
  pageLanguage,
  foldUntilMeasured = false,
}: SiteHeaderIslandProps) {
  const header = useRef<HTMLElement>(null);
  // After SiteHeader's own layout effect has set the scroll padding.
  useEffect(() => revealFragmentTarget(header.current), []);
  return (
    <>
      <SiteHeader
        ref={header}
        siteName={siteName}
        homeHref={homeHref}
        // SiteHeader's own attribute for its layout; it sets it again once it has measured.
        data-layout={foldUntilMeasured ? 'menu' : undefined}
        menuItems={menuItems}
        callToAction={callToAction}
        currentPath={currentPath}
        onSearch={() => openSiteSearch()}
        languagePicker={<SiteLanguagePicker pageLanguage={pageLanguage} />}
      />
      <SiteSearch words={searchWords} locale={pageLanguage.code} />
    </>
  );
}
