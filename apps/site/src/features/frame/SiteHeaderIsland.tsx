// The header as an island: the menus, the mobile menu, the search and the language picker.
// The site search's dialog belongs to it, so the search the header opens lives in its root.
import { siteHeaderCopy } from '@ghat/content';
import { SiteHeader, type SiteMenuItem, type SiteMenuLink } from '@ghat/ui';
import { SiteLanguagePicker } from '../language/SiteLanguagePicker.tsx';
import { openSiteSearch, SiteSearch } from '../search/SiteSearch.tsx';

export interface SiteHeaderIslandProps {
  siteName: string;
  menuItems: readonly SiteMenuItem[];
  callToAction: SiteMenuLink;
  /** The page's own address, marked as current in the menus. */
  currentPath: string;
}

export default function SiteHeaderIsland({
  siteName,
  menuItems,
  callToAction,
  currentPath,
}: SiteHeaderIslandProps) {
  return (
    <>
      <SiteHeader
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
