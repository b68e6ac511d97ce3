// The header as an island: the menus, the mobile menu, the search and the language picker.
// The site search's dialog belongs to it, so the search the header opens lives in its root.
import { siteHeaderCopy } from '@ghat/content';
import { SiteHeader, type SiteMenuItem, type SiteMenuLink } from '@ghat/ui';
import { useEffect, useRef } from 'react';
import { SiteLanguagePicker } from '../language/SiteLanguagePicker.tsx';
import { openSiteSearch, SiteSearch } from '../search/SiteSearch.tsx';

export interface SiteHeaderIslandProps {
  siteName: string;
  menuItems: readonly SiteMenuItem[];
  callToAction: SiteMenuLink;
  /** The page's own address, marked as current in the menus. */
  currentPath: string;
}

/**
 * A page opened at a #fragment: the browser scrolled its target to the top of the window as
 * the page loaded, before this code set the scroll padding that keeps it below the sticky
 * header (SiteHeader does, on mounting). Scrolled to again now, only if it is still hidden
 * under the header: a reader who has scrolled on, or whose place Back restored, is left be.
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
  const top = target.getBoundingClientRect().top;
  if (top >= -1 && top < header.getBoundingClientRect().bottom - 1) target.scrollIntoView();
}

export default function SiteHeaderIsland({
  siteName,
  menuItems,
  callToAction,
  currentPath,
}: SiteHeaderIslandProps) {
  const header = useRef<HTMLElement>(null);
  // After SiteHeader's own layout effect has set the scroll padding.
  useEffect(() => revealFragmentTarget(header.current), []);
  return (
    <>
      <SiteHeader
        ref={header}
        siteName={siteName}
        homeHref="/"
        menuItems={menuItems}
        callToAction={callToAction}
        currentPath={currentPath}
        {...siteHeaderCopy}
        onSearch={() => openSiteSearch()}
        languagePicker={<SiteLanguagePicker />}
      />
      <SiteSearch />
    </>
  );
}
