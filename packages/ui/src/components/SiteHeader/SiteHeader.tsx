import { mediaQueries } from '@ghat/tokens';
import { clsx } from 'clsx';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useComposedRefs } from '../../hooks/useComposedRefs.ts';
import { useControllableState } from '../../hooks/useControllableState.ts';
import { useTimeout } from '../../time/clock.tsx';
import { ButtonLink } from '../Button/Button.tsx';
import { Container } from '../Container/Container.tsx';
// The frame's own icons only: the whole set stays out of every page's first view.
import { FrameIcon } from '../Icon/FrameIcon.tsx';
import { Logo } from '../Logo/Logo.tsx';
import { ProvidedLink } from '../LinkProvider/LinkProvider.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './SiteHeader.css.ts';

/** A page the header links to. */
export interface SiteMenuLink {
  label: string;
  href: string;
}

/** A top-level entry of the main menu: a page, and optionally the pages under it. */
export interface SiteMenuItem extends SiteMenuLink {
  submenu?: readonly SiteMenuLink[];
}

export interface SiteHeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
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
  /** The main menu, in order. Entries with a `submenu` get a toggle that shows it. */
  menuItems: readonly SiteMenuItem[];
  /** The path of the page being shown: its link gets `aria-current="page"` and a marker. */
  currentPath?: string;
  /** The header's one call to action, such as 'Partner With Us'. */
  callToAction?: SiteMenuLink;
  /** Shows a search button; the site opens its search dialog here. */
  onSearch?: () => void;
  /** The search button's accessible name. */
  searchLabel?: string;
  /** The language picker, shown beside the call to action (in the menu below desktop). */
  languagePicker?: ReactNode;
  /** The accessible name of the main navigation landmark. */
  navigationLabel?: string;
  /** The text of the button that shows the menu below desktop. */
  menuButtonLabel?: string;
  /** The accessible name of a submenu's toggle, from its parent's label. */
  submenuToggleLabel?: (parentLabel: string) => string;
  /** How long a submenu stays open after the pointer leaves it, so a slightly wandering pointer does not shut it. */
  hoverCloseDelay?: number;
  /** Whether the menu is shown below desktop (controlled). */
  menuOpen?: boolean;
  /** Whether the menu starts shown below desktop (uncontrolled). */
  defaultMenuOpen?: boolean;
  onMenuOpenChange?: (open: boolean) => void;
  /** The `href` of the entry whose submenu is open, or null (controlled). */
  openSubmenu?: string | null;
  /** The `href` of the entry whose submenu starts open (uncontrolled). */
  defaultOpenSubmenu?: string | null;
  onOpenSubmenuChange?: (href: string | null) => void;
  ref?: Ref<HTMLElement>;
}

/** Paths compare without a trailing slash, so '/blog/' is the page '/blog'. */
function samePath(href: string, path: string | undefined) {
  if (path === undefined) return false;
  const trim = (value: string) => (value.length > 1 ? value.replace(/\/+$/, '') : value);
  return trim(href) === trim(path);
}

/** Read at the moment of an event, not during render, so server and client render the same markup. */
function isDesktop() {
  return typeof window !== 'undefined' && window.matchMedia?.(mediaQueries.desktop).matches;
}

/** The custom property's name inside `var(--name)`, for setting it from script. */
const headerHeightProperty = styles.headerHeight.replace(/^var\((--[^,)]+).*$/, '$1');

/**
 * The most of the window's height the header may take and still stick. Taller
 * (very large text on a short window) it would leave too little room for the
 * page, so it scrolls away with it instead.
 */
const maxStickyShare = 1 / 3;

/**
 * The sticky header must never hide a focused element: the document's
 * scroll padding follows the header's height, so the browser scrolls whatever
 * gets focus (or a #fragment target) into view below it.
 */
function useScrollPaddingBelow(headerRef: { current: HTMLElement | null }) {
  useLayoutEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    const root = document.documentElement;
    const previous = root.style.scrollPaddingBlockStart;
    let applied = previous;
    const update = () => {
      const height = header.getBoundingClientRect().height;
      const sticky = height <= window.innerHeight * maxStickyShare;
      // Set here rather than rendered: it follows a measurement, not props or state.
      header.dataset.sticky = String(sticky);
      header.style.setProperty(headerHeightProperty, `${height}px`);
      applied = sticky ? `${height}px` : previous;
      root.style.scrollPaddingBlockStart = applied;
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(header);
    window.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
      // Put back what was there, unless something else has set it since.
      if (root.style.scrollPaddingBlockStart === applied) {
        root.style.scrollPaddingBlockStart = previous;
      }
    };
  }, [headerRef]);
}

/**
 * The site's sticky header: the home link, the main menu with its submenus
 * (disclosure navigation, not an ARIA menu), the call to action, search and
 * the language picker. Below desktop the menu folds into a panel behind a
 * 'Menu' button.
 */
export function SiteHeader({
  siteName,
  homeHref = '/',
  logo,
  menuItems,
  currentPath,
  callToAction,
  onSearch,
  searchLabel = 'Search',
  languagePicker,
  navigationLabel = 'Main',
  menuButtonLabel = 'Menu',
  submenuToggleLabel = (parentLabel) => `Show ${parentLabel} submenu`,
  hoverCloseDelay = 150,
  menuOpen: menuOpenProp,
  defaultMenuOpen = false,
  onMenuOpenChange,
  openSubmenu: openSubmenuProp,
  defaultOpenSubmenu = null,
  onOpenSubmenuChange,
  className,
  ref,
  ...props
}: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useControllableState({
    prop: menuOpenProp,
    defaultProp: defaultMenuOpen,
    onChange: onMenuOpenChange,
  });
  const [openSubmenu, setOpenSubmenu] = useControllableState({
    prop: openSubmenuProp,
    defaultProp: defaultOpenSubmenu,
    onChange: onOpenSubmenuChange,
  });
  const [leavePending, setLeavePending] = useState(false);
  const [openedByHover, setOpenedByHover] = useState(false);

  const id = useId();
  const panelId = `${id}-menu`;
  const headerRef = useRef<HTMLElement | null>(null);
  const menuToggleRef = useRef<HTMLButtonElement>(null);
  const submenuToggles = useRef(new Map<string, HTMLButtonElement>());

  const setHeaderRef = useComposedRefs(headerRef, ref);

  useScrollPaddingBelow(headerRef);

  const closeSubmenu = () => {
    setLeavePending(false);
    setOpenedByHover(false);
    setOpenSubmenu(null);
  };

  const closeAll = () => {
    closeSubmenu();
    setMenuOpen(false);
  };

  // The pointer left a hover-opened submenu: close it once the grace delay has passed.
  useTimeout(closeSubmenu, hoverCloseDelay, leavePending);

  const anythingOpen = menuOpen || openSubmenu !== null;
  // The document listeners below read the latest state without being added again on every render.
  const latest = useRef({ closeAll, closeSubmenu, menuOpen, openSubmenu });
  useEffect(() => {
    latest.current = { closeAll, closeSubmenu, menuOpen, openSubmenu };
  });

  useEffect(() => {
    if (!anythingOpen) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) latest.current.closeAll();
    };
    // On the document, not the header: Escape must also dismiss a submenu the
    // pointer opened while focus is elsewhere (WCAG 1.4.13).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const state = latest.current;
      const focusWasInside = headerRef.current?.contains(document.activeElement) ?? false;
      if (state.menuOpen && !isDesktop()) {
        state.closeAll();
        if (focusWasInside) menuToggleRef.current?.focus();
      } else if (state.openSubmenu !== null) {
        const toggle = submenuToggles.current.get(state.openSubmenu);
        state.closeSubmenu();
        if (focusWasInside) toggle?.focus();
      } else return;
      event.preventDefault();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [anythingOpen]);

  useEffect(() => {
    const header = headerRef.current;
    if (!header || !anythingOpen) return;
    // Focus moved on to the page: close, so nothing left open hides the focused element.
    const onFocusOut = (event: globalThis.FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !header.contains(next)) latest.current.closeAll();
    };
    header.addEventListener('focusout', onFocusOut);
    return () => header.removeEventListener('focusout', onFocusOut);
  }, [anythingOpen]);

  // Choosing any link in the header (a page, the home link, the call to action) closes what is open.
  const handleLinkClick = () => closeAll();

  const handlePointerEnter = (href: string) => (event: PointerEvent<HTMLLIElement>) => {
    // Hover is for a mouse on the desktop layout; touch and the mobile panel use the toggles.
    if (event.pointerType !== 'mouse' || !isDesktop()) return;
    setLeavePending(false);
    if (openSubmenu === href) return;
    setOpenSubmenu(href);
    setOpenedByHover(true);
  };

  const handlePointerLeave = (href: string) => (event: PointerEvent<HTMLLIElement>) => {
    if (event.pointerType !== 'mouse' || !isDesktop()) return;
    // Only what the pointer opened closes when it leaves; a submenu opened by a click or a key stays.
    if (openSubmenu === href && openedByHover) setLeavePending(true);
  };

  const toggleSubmenu = (href: string) => (event: MouseEvent<HTMLButtonElement>) => {
    setLeavePending(false);
    setOpenedByHover(false);
    // The pointer opened this submenu on its way to the toggle: the click keeps it
    // open rather than shutting it. (A key press, detail 0, always toggles.)
    if (openSubmenu === href && openedByHover && event.detail > 0) return;
    setOpenSubmenu(openSubmenu === href ? null : href);
  };

  const toggleMenu = () => {
    if (menuOpen) setOpenSubmenu(null);
    setMenuOpen(!menuOpen);
  };

  const handleSearch = () => {
    closeAll();
    onSearch?.();
  };

  const current = (href: string) => (samePath(href, currentPath) ? 'page' : undefined);

  return (
    <header
      ref={setHeaderRef}
      className={clsx(styles.header, className)}
      data-menu-state={menuOpen ? 'open' : 'closed'}
      {...props}
    >
      <Container width="wide" className={styles.bar}>
        <div className={styles.brand}>
          <ProvidedLink
            href={homeHref}
            className={styles.home}
            aria-current={current(homeHref)}
            onClick={handleLinkClick}
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
          ref={menuToggleRef}
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls={panelId}
          data-state={menuOpen ? 'open' : 'closed'}
          onClick={toggleMenu}
        >
          <FrameIcon name={menuOpen ? 'close' : 'menu'} size="md" />
          {menuButtonLabel}
        </button>

        {/* After the toggle, so Tab goes from 'Menu' straight into the menu it opened. */}
        <div id={panelId} className={styles.panel} data-state={menuOpen ? 'open' : 'closed'}>
          <nav aria-label={navigationLabel} className={styles.nav}>
            <ul className={styles.menuList}>
              {menuItems.map((item, index) => {
                const submenu = item.submenu ?? [];
                if (submenu.length === 0) {
                  return (
                    <li key={item.href} className={styles.item}>
                      <ProvidedLink
                        href={item.href}
                        onClick={handleLinkClick}
                        className={styles.topLink}
                        aria-current={current(item.href)}
                      >
                        {item.label}
                      </ProvidedLink>
                    </li>
                  );
                }
                const open = openSubmenu === item.href;
                const submenuId = `${id}-submenu-${index}`;
                const inCurrentSection =
                  samePath(item.href, currentPath) ||
                  submenu.some((link) => samePath(link.href, currentPath));
                const ownPageListed = submenu.some((link) => samePath(link.href, item.href));
                return (
                  <li
                    key={item.href}
                    className={styles.item}
                    data-state={open ? 'open' : 'closed'}
                    onPointerEnter={handlePointerEnter(item.href)}
                    onPointerLeave={handlePointerLeave(item.href)}
                  >
                    <ProvidedLink
                      href={item.href}
                      onClick={handleLinkClick}
                      className={styles.parentLink}
                      aria-current={current(item.href)}
                      data-current-section={inCurrentSection || undefined}
                    >
                      {item.label}
                    </ProvidedLink>
                    <button
                      ref={(node) => {
                        if (!node) return;
                        submenuToggles.current.set(item.href, node);
                        return () => {
                          submenuToggles.current.delete(item.href);
                        };
                      }}
                      type="button"
                      className={styles.submenuToggle}
                      aria-expanded={open}
                      aria-controls={submenuId}
                      aria-label={submenuToggleLabel(item.label)}
                      data-current-section={inCurrentSection || undefined}
                      onClick={toggleSubmenu(item.href)}
                    >
                      {/* Below desktop the toggle stands for the parent, so it shows the parent's name. */}
                      <span className={styles.toggleText}>{item.label}</span>
                      <FrameIcon name="chevron-down" size="md" className={styles.chevron} />
                    </button>
                    <ul
                      id={submenuId}
                      className={styles.submenu}
                      data-state={open ? 'open' : 'closed'}
                      hidden={!open}
                    >
                      {ownPageListed ? null : (
                        // Below desktop the parent is a toggle, not a link: its page stays reachable here.
                        <li className={styles.parentPageEntry}>
                          <ProvidedLink
                            href={item.href}
                            onClick={handleLinkClick}
                            className={styles.submenuLink}
                            aria-current={current(item.href)}
                          >
                            {item.label}
                          </ProvidedLink>
                        </li>
                      )}
                      {submenu.map((link) => (
                        <li key={link.href}>
                          <ProvidedLink
                            href={link.href}
                            onClick={handleLinkClick}
                            className={styles.submenuLink}
                            aria-current={current(link.href)}
                          >
                            {link.label}
                          </ProvidedLink>
                        </li>
                      ))}
                    </ul>
                  </li>
                );
              })}
            </ul>
          </nav>
          {languagePicker || callToAction ? (
            <div className={styles.actions}>
              {languagePicker}
              {callToAction ? (
                <ButtonLink
                  href={callToAction.href}
                  aria-current={current(callToAction.href)}
                  onClick={handleLinkClick}
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
            aria-label={searchLabel}
            aria-haspopup="dialog"
            onClick={handleSearch}
          >
            <FrameIcon name="search" size="md" />
          </button>
        ) : null}
      </Container>
    </header>
  );
}
