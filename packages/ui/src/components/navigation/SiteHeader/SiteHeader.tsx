import { clsx } from 'clsx';
import { useId, useRef, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { useComposedRefs } from '../../../hooks/useComposedRefs.ts';
import { useWords } from '../../../i18n/LocaleProvider.tsx';
import { siteHeader as siteHeaderWords } from '../../../i18n/words/siteHeader.ts';
import { ButtonLink } from '../../../primitives/actions/Button/Button.tsx';
import { Container } from '../../../primitives/layout/Container/Container.tsx';
// The frame's own icons only: the whole set stays out of every page's first view.
import { FrameIcon } from '../../../primitives/brand/Icon/FrameIcon.tsx';
import { Logo } from '../../../primitives/brand/Logo/Logo.tsx';
import { ProvidedLink } from '../../../primitives/actions/LinkProvider/LinkProvider.tsx';
import { VisuallyHidden } from '../../../primitives/type/VisuallyHidden/VisuallyHidden.tsx';
import { MainNav, type MainNavOptions, type SiteMenuLink } from './MainNav.tsx';
import { samePath } from './samePath.ts';
import * as styles from './SiteHeader.css.ts';
import { useDismissHeaderMenus } from './useDismissHeaderMenus.ts';
import { useHeaderLayout } from './useHeaderLayout.ts';
import { useHeaderMenus, type HeaderMenuOptions } from './useHeaderMenus.ts';
import { useScrollPaddingBelow } from './useScrollPaddingBelow.ts';

export type { SiteMenuItem, SiteMenuLink } from './MainNav.tsx';

export interface SiteHeaderProps
  extends Omit<HTMLAttributes<HTMLElement>, 'children'>, MainNavOptions, HeaderMenuOptions {
  /** The organisation's name: the accessible name of the home link, and the name in its logo. */
  siteName: string;
  /** Where the logo links to. */
  homeHref?: string;
  /**
   * What the home link shows. Left out: the design system's `Logo` (the mark and `siteName`).
   * A picture of another logo (an `<img alt="">` or an inline SVG) takes its place, with
   * `siteName` as the link's accessible name; `null` shows the name as text alone.
   */
  logo?: ReactNode;
  /** The header's one call to action, such as 'Partner With Us'. */
  callToAction?: SiteMenuLink;
  /** Shows a search button; the site opens its search dialog here. */
  onSearch?: () => void;
  /** The search button's accessible name. Left out: the locale's word for 'Search'. */
  searchLabel?: string;
  /** The language picker, shown beside the call to action (in the menu when the header is folded). */
  languagePicker?: ReactNode;
  /** The text of the button that shows the menu when the header is folded. Left out: the locale's word for 'Menu'. */
  menuButtonLabel?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * The site's sticky header: the home link, the main menu with its submenus
 * (disclosure navigation, not an ARIA menu), the call to action, search and
 * the language picker, in one row. Where they do not all fit in one row
 * (measured, whatever the words and the text size), the menu folds into a
 * panel behind a 'Menu' button: the header never wraps into two rows.
 */
export function SiteHeader(allProps: SiteHeaderProps) {
  const {
    siteName,
    homeHref = '/',
    logo,
    currentPath,
    callToAction,
    onSearch,
    searchLabel,
    languagePicker,
    menuButtonLabel,
    // Read by MainNav and useHeaderMenus.
    menuItems,
    navigationLabel,
    submenuToggleLabel,
    hoverCloseDelay,
    menuOpen,
    defaultMenuOpen,
    onMenuOpenChange,
    openSubmenu,
    defaultOpenSubmenu,
    onOpenSubmenuChange,
    className,
    ref,
    ...props
  } = allProps;
  const words = useWords('siteHeader', siteHeaderWords);
  const menus = useHeaderMenus(allProps);
  const { closeAll } = menus;
  const { header, menuToggle, submenuToggles } = useDismissHeaderMenus(menus);
  const bar = useRef<HTMLElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  // Before the scroll padding: that measures the header's height in the layout chosen here.
  useHeaderLayout({ header, bar, panel, sentinel, menuToggle }, menus, [
    siteName,
    homeHref,
    logo,
    currentPath,
    callToAction,
    onSearch === undefined,
    searchLabel,
    languagePicker,
    menuButtonLabel,
    menuItems,
    navigationLabel,
    submenuToggleLabel,
    words,
  ]);
  useScrollPaddingBelow(header, sentinel);
  const setHeaderRef = useComposedRefs(header, ref);

  const id = useId();
  const panelId = `${id}-menu`;
  const menuState = menus.menuOpen ? 'open' : 'closed';
  const current = (href: string) => (samePath(href, currentPath) ? 'page' : undefined);

  return (
    <header
      ref={setHeaderRef}
      className={clsx(styles.header, className)}
      data-menu-state={menuState}
      {...props}
    >
      <div ref={sentinel} className={styles.sizeSentinel} aria-hidden="true" />
      <Container ref={bar} width="wide" className={styles.bar}>
        <div className={styles.brand}>
          <ProvidedLink
            href={homeHref}
            className={styles.home}
            aria-current={current(homeHref)}
            onClick={closeAll}
          >
            {logo === undefined ? (
              // The logo's name is text: it names the link, and is read once. The small size: the
              // name on two lines is no taller than the bar's buttons, and leaves the menu room.
              <Logo name={siteName} size="sm" />
            ) : logo ? (
              <>
                {/* The name is the link's accessible name; the logo is its picture. */}
                <span className={styles.logo} aria-hidden="true">
                  {logo}
                </span>
                <VisuallyHidden>{siteName}</VisuallyHidden>
              </>
            ) : (
              siteName
            )}
          </ProvidedLink>
        </div>

        <button
          ref={menuToggle}
          type="button"
          className={styles.menuToggle}
          aria-expanded={menus.menuOpen}
          aria-controls={panelId}
          data-state={menuState}
          onClick={menus.toggleMenu}
        >
          <FrameIcon name={menus.menuOpen ? 'close' : 'menu'} size="md" />
          {/* Hidden where even the folded row is too narrow for it; it still names the button. */}
          <span className={styles.menuLabel}>{menuButtonLabel ?? words.menu}</span>
        </button>

        {/* After the toggle, so Tab goes from 'Menu' straight into the menu it opened. */}
        <div ref={panel} id={panelId} className={styles.panel} data-state={menuState}>
          <MainNav {...allProps} id={id} current={current} menus={menus} toggles={submenuToggles} />
          {languagePicker || callToAction ? (
            <div className={styles.actions}>
              {languagePicker}
              {callToAction ? (
                <ButtonLink
                  href={callToAction.href}
                  aria-current={current(callToAction.href)}
                  onClick={closeAll}
                >
                  {callToAction.label}
                </ButtonLink>
              ) : null}
            </div>
          ) : null}
        </div>

        {onSearch ? (
          <button
            type="button"
            className={styles.searchButton}
            aria-label={searchLabel ?? words.search}
            aria-haspopup="dialog"
            onClick={() => {
              closeAll();
              onSearch();
            }}
          >
            <FrameIcon name="search" size="md" />
          </button>
        ) : null}
      </Container>
    </header>
  );
}
