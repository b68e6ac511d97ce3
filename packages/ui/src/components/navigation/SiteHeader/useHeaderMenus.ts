import { useState, type MouseEvent, type PointerEvent } from 'react';
import { useControllableState } from '../../../hooks/useControllableState.ts';
import { useTimeout } from '../../../time/clock.tsx';
import { isInBarLayout } from './headerLayout.ts';

/** SiteHeader's props for what is open. */
export interface HeaderMenuOptions {
  /** How long a submenu stays open after the pointer leaves it, so a slightly wandering pointer does not shut it. */
  hoverCloseDelay?: number;
  /** Whether the folded header's menu is shown (controlled). */
  menuOpen?: boolean;
  /** Whether the folded header's menu starts shown (uncontrolled). */
  defaultMenuOpen?: boolean;
  onMenuOpenChange?: (open: boolean) => void;
  /** The `href` of the entry whose submenu is open, or null (controlled). */
  openSubmenu?: string | null;
  /** The `href` of the entry whose submenu starts open (uncontrolled). */
  defaultOpenSubmenu?: string | null;
  onOpenSubmenuChange?: (href: string | null) => void;
}

/**
 * What of the header is open: the folded header's menu panel, and which submenu
 * (by its parent's `href`), with the hover intent that opens a submenu under a
 * mouse and closes it a moment after the pointer leaves.
 */
export function useHeaderMenus(options: HeaderMenuOptions) {
  const [menuOpen, setMenuOpen] = useControllableState({
    prop: options.menuOpen,
    defaultProp: options.defaultMenuOpen ?? false,
    onChange: options.onMenuOpenChange,
  });
  const [openSubmenu, setOpenSubmenu] = useControllableState({
    prop: options.openSubmenu,
    defaultProp: options.defaultOpenSubmenu ?? null,
    onChange: options.onOpenSubmenuChange,
  });
  const [leavePending, setLeavePending] = useState(false);
  const [openedByHover, setOpenedByHover] = useState(false);

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
  useTimeout(closeSubmenu, options.hoverCloseDelay ?? 150, leavePending);

  const pointerEnter = (href: string) => (event: PointerEvent<HTMLLIElement>) => {
    // Hover is for a mouse on the bar; touch and the folded header's panel use the toggles.
    // (The layout is read at the moment of the event, from the header's measured data-layout.)
    if (event.pointerType !== 'mouse' || !isInBarLayout(event.currentTarget)) return;
    setLeavePending(false);
    if (openSubmenu === href) return;
    setOpenSubmenu(href);
    setOpenedByHover(true);
  };

  const pointerLeave = (href: string) => (event: PointerEvent<HTMLLIElement>) => {
    if (event.pointerType !== 'mouse' || !isInBarLayout(event.currentTarget)) return;
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

  return {
    menuOpen,
    openSubmenu,
    closeSubmenu,
    closeAll,
    pointerEnter,
    pointerLeave,
    toggleSubmenu,
    toggleMenu,
  };
}

export type HeaderMenus = ReturnType<typeof useHeaderMenus>;
