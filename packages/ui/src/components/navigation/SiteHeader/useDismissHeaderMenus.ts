import { useEffect, useRef } from 'react';
import { isInBarLayout } from './headerLayout.ts';
import type { HeaderMenus } from './useHeaderMenus.ts';

/**
 * Closes what is open in the header when the reader is done with it: a press
 * outside the header, Escape anywhere, or focus moving on to the page. Returns
 * the refs it needs: the header, and the toggles focus goes back to on Escape
 * (each submenu's by its parent's `href`).
 */
export function useDismissHeaderMenus(menus: HeaderMenus) {
  const header = useRef<HTMLElement | null>(null);
  const menuToggle = useRef<HTMLButtonElement>(null);
  const submenuToggles = useRef(new Map<string, HTMLButtonElement>());
  const anythingOpen = menus.menuOpen || menus.openSubmenu !== null;
  // The document listeners below read the latest state without being added again on every render.
  const latest = useRef(menus);
  useEffect(() => {
    latest.current = menus;
  });

  useEffect(() => {
    if (!anythingOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!header.current?.contains(event.target as Node)) latest.current.closeAll();
    };
    // On the document, not the header: Escape must also dismiss a submenu the
    // pointer opened while focus is elsewhere (WCAG 1.4.13).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const state = latest.current;
      const focusWasInside = header.current?.contains(document.activeElement) ?? false;
      if (state.menuOpen && !isInBarLayout(header.current)) {
        state.closeAll();
        if (focusWasInside) menuToggle.current?.focus();
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
    const element = header.current;
    if (!element || !anythingOpen) return;
    // Focus moved on to the page: close, so nothing left open hides the focused element.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !element.contains(next)) latest.current.closeAll();
    };
    element.addEventListener('focusout', onFocusOut);
    return () => element.removeEventListener('focusout', onFocusOut);
  }, [anythingOpen]);

  return { header, menuToggle, submenuToggles };
}
