import type { RefObject } from 'react';
import { useWords } from '../../../i18n/LocaleProvider.tsx';
import { mainNav as mainNavWords } from '../../../i18n/words/mainNav.ts';
import { FrameIcon } from '../../../primitives/brand/Icon/FrameIcon.tsx';
import { ProvidedLink } from '../../../primitives/actions/LinkProvider/LinkProvider.tsx';
import * as styles from './MainNav.css.ts';
import { samePath } from './samePath.ts';
import type { HeaderMenus } from './useHeaderMenus.ts';

/** A page the header links to. */
export interface SiteMenuLink {
  label: string;
  href: string;
}

/** A top-level entry of the main menu: a page, and optionally the pages under it. */
export interface SiteMenuItem extends SiteMenuLink {
  submenu?: readonly SiteMenuLink[];
}

/** SiteHeader's props for its main menu. */
export interface MainNavOptions {
  /** The main menu, in order. Entries with a `submenu` get a toggle that shows it. */
  menuItems: readonly SiteMenuItem[];
  /** The path of the page being shown: its link gets `aria-current="page"` and a marker. */
  currentPath?: string;
  /** The accessible name of the main navigation landmark. Left out: the locale's word for 'Main'. */
  navigationLabel?: string;
  /**
   * The accessible name of a submenu's toggle, from its parent's label. Left out: the
   * locale's 'Show {label} submenu'.
   */
  submenuToggleLabel?: (parentLabel: string) => string;
}

interface MainNavProps extends MainNavOptions {
  /** The header's id, which the submenus' ids start with. */
  id: string;
  /** `aria-current` for a link to `href`. */
  current: (href: string) => 'page' | undefined;
  menus: HeaderMenus;
  /** Filled with each submenu's toggle, by its parent's `href`, for Escape to return focus to. */
  toggles: RefObject<Map<string, HTMLButtonElement>>;
}

/**
 * The main menu: disclosure navigation, not an ARIA menu. In the header's
 * bar an entry's submenu drops down beside its link; folded, the entry is a
 * toggle that shows its pages in the panel.
 */
export function MainNav({
  menuItems,
  currentPath,
  navigationLabel,
  submenuToggleLabel,
  id,
  current,
  menus,
  toggles,
}: MainNavProps) {
  const words = useWords('mainNav', mainNavWords);
  const toggleLabel =
    submenuToggleLabel ??
    // One placeholder and no plural: filled here, so every page's first view (the header is
    // on all of them) does without the message formatter and its plural rules.
    ((label: string) => words.showSubmenu.replace('{label}', label));
  // Choosing any link closes what is open.
  const link = (entry: SiteMenuLink, className: string, inCurrentSection?: true) => (
    <ProvidedLink
      href={entry.href}
      onClick={menus.closeAll}
      className={className}
      aria-current={current(entry.href)}
      data-current-section={inCurrentSection}
    >
      {entry.label}
    </ProvidedLink>
  );
  return (
    <nav aria-label={navigationLabel ?? words.navigation} className={styles.nav}>
      <ul className={styles.menuList}>
        {menuItems.map((item, index) => {
          const submenu = item.submenu ?? [];
          if (submenu.length === 0) {
            return (
              <li key={item.href} className={styles.item}>
                {link(item, styles.topLink)}
              </li>
            );
          }
          const open = menus.openSubmenu === item.href;
          const submenuId = `${id}-submenu-${index}`;
          const inCurrentSection =
            samePath(item.href, currentPath) ||
            submenu.some((entry) => samePath(entry.href, currentPath)) ||
            undefined;
          const ownPageListed = submenu.some((entry) => samePath(entry.href, item.href));
          return (
            <li
              key={item.href}
              className={styles.item}
              data-state={open ? 'open' : 'closed'}
              onPointerEnter={menus.pointerEnter(item.href)}
              onPointerLeave={menus.pointerLeave(item.href)}
            >
              {link(item, styles.parentLink, inCurrentSection)}
              <button
                ref={(node) => {
                  if (!node) return;
                  toggles.current.set(item.href, node);
                  return () => {
                    toggles.current.delete(item.href);
                  };
                }}
                type="button"
                className={styles.submenuToggle}
                aria-expanded={open}
                aria-controls={submenuId}
                aria-label={toggleLabel(item.label)}
                data-current-section={inCurrentSection}
                onClick={menus.toggleSubmenu(item.href)}
              >
                {/* Folded, the toggle stands for the parent, so it shows the parent's name. */}
                <span className={styles.toggleText}>{item.label}</span>
                <FrameIcon name="chevron-down" size="md" className={styles.chevron} />
              </button>
              <ul
                id={submenuId}
                className={styles.submenu}
                data-state={open ? 'open' : 'closed'}
                hidden={!open}
              >
                {/* Folded, the parent is a toggle, not a link: its page stays reachable here. */}
                {(ownPageListed ? submenu : [item, ...submenu]).map((entry) => (
                  <li
                    key={entry.href}
                    className={entry === item ? styles.parentPageEntry : undefined}
                  >
                    {link(entry, styles.submenuLink)}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
