import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { RouterLink } from '../../../../test/RouterLink.tsx';
import { LocaleProvider } from '../../../i18n/LocaleProvider.tsx';
import { ar } from '../../../i18n/locales/ar.ts';
import { fr } from '../../../i18n/locales/fr.ts';
import type { UiLocale } from '../../../i18n/types.ts';
import { ClockProvider, createManualClock } from '../../../time/clock.tsx';
import { LinkProvider } from '../../../primitives/actions/LinkProvider/LinkProvider.tsx';
import { SiteHeader, type SiteHeaderProps, type SiteMenuItem } from './SiteHeader.tsx';

const menuItems: SiteMenuItem[] = [
  {
    label: 'About',
    href: '/about-the-trust',
    submenu: [
      { label: 'About the Trust', href: '/about-the-trust' },
      { label: 'Trustee Biographies', href: '/trustee-biographies' },
    ],
  },
  {
    label: 'Governance',
    href: '/governance-legal-framework',
    submenu: [
      { label: 'Governance & Legal Framework', href: '/governance-legal-framework' },
      { label: 'Governance & Oversight', href: '/governance' },
    ],
  },
  { label: 'Blog', href: '/blog' },
];

// Links in these tests go nowhere: happy-dom would otherwise try to navigate.
function QuietLink(props: Parameters<typeof RouterLink>[0]) {
  return (
    <RouterLink {...props} onClick={(event) => (props.onClick?.(event), event.preventDefault())} />
  );
}

function renderHeader(props: Partial<SiteHeaderProps> = {}, locale?: UiLocale) {
  const clock = createManualClock();
  const page = (headerProps: Partial<SiteHeaderProps>) => (
    <ClockProvider clock={clock}>
      <LinkProvider component={QuietLink}>
        <LocaleProvider locale={locale}>
          <SiteHeader
            siteName="Global Health Access Trust"
            menuItems={menuItems}
            {...headerProps}
          />
          <p>Page content</p>
          <button type="button">Outside</button>
        </LocaleProvider>
      </LinkProvider>
    </ClockProvider>
  );
  const result = render(page(props));
  /** Renders the header again (with other props): it measures what fits again. */
  const renderAgain = (headerProps: Partial<SiteHeaderProps> = props) =>
    result.rerender(page(headerProps));
  return { ...result, clock, renderAgain };
}

const toggle = (label: string) => screen.getByRole('button', { name: `Show ${label} submenu` });
const submenuOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
/**
 * Lays the header's row out as a browser does when its items do not fit in it: every box
 * sticks out of the box it is in (each is 100 px wider than its parent). happy-dom lays
 * nothing out: there every box is empty, everything fits, and the header shows its bar.
 * Until `fit()` or the test's end.
 */
function itemsDoNotFit() {
  const spy = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: Element,
  ) {
    let depth = 0;
    for (let parent = this.parentElement; parent; parent = parent.parentElement) depth += 1;
    return DOMRect.fromRect({ width: 100 * depth, height: 44 });
  });
  onTestFinished(() => spy.mockRestore());
  return { fit: () => spy.mockRestore() };
}

describe('SiteHeader', () => {
  it('is a banner with a home link named by the site and a labelled main navigation', () => {
    renderHeader({ currentPath: '/' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'Global Health Access Trust' });
    expect(home).toHaveAttribute('href', '/');
    expect(home).toHaveAttribute('aria-current', 'page');
    expect(home).toHaveAttribute('data-router-link');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it("shows the design system's Logo in the home link, its name read once", () => {
    renderHeader();
    const home = screen.getByRole('link', { name: 'Global Health Access Trust' });
    expect(home.querySelector('[data-variant="full"] svg[aria-hidden="true"]')).not.toBeNull();
    expect(home.textContent).toBe('Global Health Access Trust');
  });

  it('shows the name as text alone with logo={null}', () => {
    renderHeader({ logo: null });
    const home = screen.getByRole('link', { name: 'Global Health Access Trust' });
    expect(home.querySelector('svg')).toBeNull();
    expect(home.textContent).toBe('Global Health Access Trust');
  });

  it('names the home link by the site even when it shows a logo', () => {
    renderHeader({ logo: <img src="/logo.svg" alt="GHAT logo" />, homeHref: '/en' });
    const home = screen.getByRole('link', { name: 'Global Health Access Trust' });
    expect(home).toHaveAttribute('href', '/en');
    expect(home.querySelector('img')).not.toBeNull();
  });

  it('gives each parent a link to its page and a disclosure toggle, never an ARIA menu', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute(
      'href',
      '/about-the-trust',
    );
    const about = toggle('About');
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(submenuOf(about)).not.toBeVisible();
    expect(submenuOf(about).tagName).toBe('UL');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.queryByRole('menuitem')).toBeNull();
    // A leaf has no toggle.
    expect(screen.queryByRole('button', { name: 'Show Blog submenu' })).toBeNull();
  });

  it('opens a submenu from its toggle and keeps only one open', async () => {
    const onOpenSubmenuChange = vi.fn();
    renderHeader({ onOpenSubmenuChange });
    await userEvent.click(toggle('About'));
    expect(toggle('About')).toHaveAttribute('aria-expanded', 'true');
    expect(submenuOf(toggle('About'))).toBeVisible();
    expect(submenuOf(toggle('About'))).toHaveAttribute('data-state', 'open');
    expect(onOpenSubmenuChange).toHaveBeenLastCalledWith('/about-the-trust');
    await userEvent.click(toggle('Governance'));
    expect(toggle('Governance')).toHaveAttribute('aria-expanded', 'true');
    expect(toggle('About')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle('Governance'));
    expect(toggle('Governance')).toHaveAttribute('aria-expanded', 'false');
    expect(onOpenSubmenuChange).toHaveBeenLastCalledWith(null);
  });

  it('opens with Enter and Space, and Escape closes it and returns focus to the toggle', async () => {
    renderHeader();
    toggle('About').focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle('About')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'About the Trust' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle('About')).toHaveAttribute('aria-expanded', 'false');
    expect(toggle('About')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(toggle('About')).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens on hover at once and closes only after the grace delay', async () => {
    const { clock } = renderHeader();
    const item = toggle('About').closest('li') as HTMLElement;
    await userEvent.hover(item);
    expect(toggle('About')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.unhover(item);
    act(() => clock.advance(149));
    expect(toggle('About')).toHaveAttribute('aria-expanded', 'true');
    act(() => clock.advance(1));
    expect(toggle('About')).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps a hovered submenu open if the pointer comes back within the delay', async () => {
    const { clock } = renderHeader({ hoverCloseDelay: 400 });
    const item = toggle('About').closest('li') as HTMLElement;
    await userEvent.hover(item);
    await userEvent.unhover(item);
    act(() => clock.advance(300));
    await userEvent.hover(item);
    act(() => clock.advance(1000));
    expect(toggle('About')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.unhover(item);
    act(() => clock.advance(399));
    expect(toggle('About')).toHaveAttribute('aria-expanded', 'true');
    act(() => clock.advance(1));
    expect(toggle('About')).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not shut a hover-opened submenu when its toggle is then clicked', async () => {
    const { clock } = renderHeader();
    await userEvent.click(toggle('About'));
    expect(toggle('About')).toHaveAttribute('aria-expanded', 'true');
    // Clicked open: leaving with the pointer does not close it.
    await userEvent.unhover(toggle('About').closest('li') as HTMLElement);
    act(() => clock.advance(1000));
    expect(toggle('About')).toHaveAttribute('aria-expanded', 'true');
  });

  it('ignores hover from touch, and when the header is folded', async () => {
    const { unmount } = renderHeader();
    fireEvent.pointerOver(toggle('About').closest('li') as HTMLElement, { pointerType: 'touch' });
    expect(toggle('About')).toHaveAttribute('aria-expanded', 'false');
    unmount();
    itemsDoNotFit();
    renderHeader();
    await userEvent.hover(toggle('About').closest('li') as HTMLElement);
    expect(toggle('About')).toHaveAttribute('aria-expanded', 'false');
  });

  it('lets Escape dismiss a hover-opened submenu without taking focus from the page', async () => {
    renderHeader();
    const outside = screen.getByRole('button', { name: 'Outside' });
    outside.focus();
    await userEvent.hover(toggle('About').closest('li') as HTMLElement);
    expect(toggle('About')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(toggle('About')).toHaveAttribute('aria-expanded', 'false');
    expect(outside).toHaveFocus();
  });

  it('closes on a click outside, not on one inside', async () => {
    renderHeader();
    await userEvent.click(toggle('About'));
    await userEvent.click(submenuOf(toggle('About')));
    expect(toggle('About')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByText('Page content'));
    expect(toggle('About')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when focus moves on past the header', async () => {
    renderHeader();
    await userEvent.click(toggle('Governance'));
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Governance & Legal Framework' })).toHaveFocus();
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    expect(toggle('Governance')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link in it is chosen', async () => {
    renderHeader();
    await userEvent.click(toggle('Governance'));
    await userEvent.click(screen.getByRole('link', { name: 'Governance & Oversight' }));
    expect(toggle('Governance')).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the current page and the section that holds it', () => {
    renderHeader({ currentPath: '/trustee-biographies/' });
    expect(screen.getByRole('link', { name: 'Trustee Biographies', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const about = screen.getByRole('link', { name: 'About' });
    expect(about).not.toHaveAttribute('aria-current');
    expect(about).toHaveAttribute('data-current-section');
    expect(toggle('About')).toHaveAttribute('data-current-section');
    expect(screen.getByRole('link', { name: 'Governance' })).not.toHaveAttribute(
      'data-current-section',
    );
    expect(screen.getByRole('link', { name: 'Blog' })).not.toHaveAttribute('aria-current');
  });

  it("lists a parent's own page first in its submenu when the submenu leaves it out", async () => {
    renderHeader({
      menuItems: [
        {
          label: 'Support',
          href: '/support-the-trust',
          submenu: [{ label: 'Donor Recognition', href: '/donor-recognition' }],
        },
      ],
    });
    await userEvent.click(toggle('Support'));
    const links = within(submenuOf(toggle('Support'))).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/support-the-trust',
      '/donor-recognition',
    ]);
  });

  it('offers the call to action and a search button that asks the site to open search', async () => {
    const onSearch = vi.fn();
    renderHeader({ callToAction: { label: 'Partner With Us', href: '/donate' }, onSearch });
    expect(screen.getByRole('link', { name: 'Partner With Us' })).toHaveAttribute(
      'href',
      '/donate',
    );
    await userEvent.click(toggle('About'));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledOnce();
    expect(toggle('About')).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no search button without onSearch, and takes translated labels', () => {
    renderHeader({
      onSearch: undefined,
      navigationLabel: 'Principal',
      menuButtonLabel: 'Menú',
      submenuToggleLabel: (label) => `Mostrar ${label}`,
    });
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menú' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mostrar About' })).toBeInTheDocument();
  });

  it('renders the language picker slot', () => {
    renderHeader({ languagePicker: <button type="button">English</button> });
    expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
  });

  it('follows a controlled submenu', async () => {
    const onOpenSubmenuChange = vi.fn();
    const { rerender } = render(
      <SiteHeader
        siteName="GHAT"
        menuItems={menuItems}
        openSubmenu="/governance-legal-framework"
        onOpenSubmenuChange={onOpenSubmenuChange}
      />,
    );
    expect(toggle('Governance')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle('About'));
    expect(onOpenSubmenuChange).toHaveBeenCalledWith('/about-the-trust');
    // The owner has not changed it, so it stays as given.
    expect(toggle('About')).toHaveAttribute('aria-expanded', 'false');
    rerender(<SiteHeader siteName="GHAT" menuItems={menuItems} openSubmenu={null} />);
    expect(toggle('Governance')).toHaveAttribute('aria-expanded', 'false');
  });

  describe('folded, when its items do not fit in one row', () => {
    it('shows the menu from a Menu button; a leaf link closes it', async () => {
      itemsDoNotFit();
      const onMenuOpenChange = vi.fn();
      renderHeader({ onMenuOpenChange });
      const menuButton = screen.getByRole('button', { name: 'Menu' });
      expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      const panel = document.getElementById(menuButton.getAttribute('aria-controls') ?? '');
      expect(panel).toHaveAttribute('data-state', 'closed');
      await userEvent.click(menuButton);
      expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      expect(panel).toHaveAttribute('data-state', 'open');
      expect(screen.getByRole('banner')).toHaveAttribute('data-menu-state', 'open');
      expect(onMenuOpenChange).toHaveBeenLastCalledWith(true);
      await userEvent.click(toggle('About'));
      expect(toggle('About')).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(screen.getByRole('link', { name: 'Blog' }));
      expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      expect(toggle('About')).toHaveAttribute('aria-expanded', 'false');
      expect(onMenuOpenChange).toHaveBeenLastCalledWith(false);
    });

    it('closes the menu on Escape and returns focus to the Menu button', async () => {
      itemsDoNotFit();
      renderHeader();
      const menuButton = screen.getByRole('button', { name: 'Menu' });
      await userEvent.click(menuButton);
      await userEvent.click(toggle('Governance'));
      await userEvent.keyboard('{Escape}');
      expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      expect(toggle('Governance')).toHaveAttribute('aria-expanded', 'false');
      expect(menuButton).toHaveFocus();
    });

    it('closes the menu when the Menu button is pressed again', async () => {
      itemsDoNotFit();
      renderHeader({ defaultMenuOpen: true });
      const menuButton = screen.getByRole('button', { name: 'Menu' });
      expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(menuButton);
      expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    });
  });

  describe('its layout, from what fits', () => {
    it('shows the bar when its items fit in one row, and folds into the Menu button when they do not', () => {
      const { renderAgain } = renderHeader();
      expect(screen.getByRole('banner')).toHaveAttribute('data-layout', 'bar');
      const { fit } = itemsDoNotFit();
      // Measured again on rendering (new words, entries or current page change the row's width).
      renderAgain({ currentPath: '/blog' });
      expect(screen.getByRole('banner')).toHaveAttribute('data-layout', 'menu');
      fit();
      renderAgain({ currentPath: '/' });
      expect(screen.getByRole('banner')).toHaveAttribute('data-layout', 'bar');
    });

    /** Every ResizeObserver, reported to by hand: happy-dom lays nothing out and reports nothing. */
    function reportedResizes() {
      const observers: ResizeObserverCallback[] = [];
      vi.stubGlobal(
        'ResizeObserver',
        class {
          constructor(callback: ResizeObserverCallback) {
            observers.push(callback);
          }
          observe() {}
          disconnect() {}
        },
      );
      onTestFinished(() => void vi.unstubAllGlobals());
      return (width: number) =>
        act(() => {
          const entry = { contentRect: DOMRect.fromRect({ width, height: 44 }) };
          for (const callback of observers) callback([entry as ResizeObserverEntry], {} as never);
        });
    }

    /** The page's fonts, as `document.fonts` gives them (happy-dom has none). */
    function pageFonts(status: 'loaded' | 'loading') {
      let loaded = () => {};
      const ready = new Promise<void>((resolve) => (loaded = resolve));
      if (status === 'loaded') loaded();
      const fonts = { status, ready, addEventListener() {}, removeEventListener() {} };
      Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
      onTestFinished(() => void Reflect.deleteProperty(document, 'fonts'));
      return { ready, loaded };
    }

    /** How many times the header's layout is written from here on: each measurement writes it. */
    function countLayoutWrites(header: HTMLElement) {
      const writes = { count: 0 };
      const watcher = new MutationObserver((records) => (writes.count += records.length));
      watcher.observe(header, { attributeFilter: ['data-layout'] });
      onTestFinished(() => watcher.disconnect());
      return writes;
    }

    it('measures once at load: not again for a size or fonts it has already measured with, again when the width changes', async () => {
      const report = reportedResizes();
      const fonts = pageFonts('loaded');
      itemsDoNotFit();
      renderHeader();
      const header = screen.getByRole('banner');
      expect(header).toHaveAttribute('data-layout', 'menu');
      const writes = countLayoutWrites(header);
      // The sentinel's size as measured, reported as every observer reports it on starting to
      // observe.
      const sentinel = header.querySelector('[aria-hidden="true"]') as HTMLElement;
      const measured = sentinel.getBoundingClientRect().width;
      report(measured);
      await act(() => fonts.ready);
      await Promise.resolve();
      expect(writes.count).toBe(0);
      // Narrower: measured again.
      report(measured - 40);
      await Promise.resolve();
      expect(writes.count).toBeGreaterThan(0);
      expect(header).toHaveAttribute('data-layout', 'menu');
    });

    it('measures again when fonts that were loading at load have arrived', async () => {
      reportedResizes();
      const fonts = pageFonts('loading');
      itemsDoNotFit();
      renderHeader();
      const header = screen.getByRole('banner');
      const writes = countLayoutWrites(header);
      await act(async () => {
        fonts.loaded();
        await fonts.ready;
      });
      await Promise.resolve();
      expect(writes.count).toBeGreaterThan(0);
      expect(header).toHaveAttribute('data-layout', 'menu');
    });

    it("measures again when a slot's content changes without the header rendering", async () => {
      function Picker({ name }: { name: string }) {
        return <span data-testid="picker">{name}</span>;
      }
      renderHeader({ languagePicker: <Picker name="English" /> });
      expect(screen.getByRole('banner')).toHaveAttribute('data-layout', 'bar');
      itemsDoNotFit();
      // As a language picker does when the visitor's language is restored after hydration.
      act(() => {
        screen.getByTestId('picker').textContent = 'Українська';
      });
      await vi.waitFor(() =>
        expect(screen.getByRole('banner')).toHaveAttribute('data-layout', 'menu'),
      );
    });

    it("hides the Menu button's word when even the folded row wraps, keeping it as the name", () => {
      // Nothing fits, and the bar's own items (the home link, Menu, search) lie on two lines.
      const spy = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
        this: Element,
      ) {
        let depth = 0;
        for (let parent = this.parentElement; parent; parent = parent.parentElement) depth += 1;
        const inBar = this.parentElement?.parentElement?.tagName === 'HEADER';
        const line = inBar ? [...(this.parentElement?.children ?? [])].indexOf(this) : 0;
        return DOMRect.fromRect({ y: 50 * line, width: 100 * depth, height: 44 });
      });
      onTestFinished(() => spy.mockRestore());
      renderHeader({ onSearch: () => {} });
      const header = screen.getByRole('banner');
      expect(header).toHaveAttribute('data-layout', 'menu');
      expect(header).toHaveAttribute('data-menu-label', 'hidden');
      expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    });

    it("shows the Menu button's word where the folded row has room for it", () => {
      itemsDoNotFit();
      renderHeader({ onSearch: () => {} });
      expect(screen.getByRole('banner')).toHaveAttribute('data-layout', 'menu');
      expect(screen.getByRole('banner')).not.toHaveAttribute('data-menu-label');
    });

    it('closes the open menu when the header no longer needs to fold', async () => {
      const { fit } = itemsDoNotFit();
      const onMenuOpenChange = vi.fn();
      const { renderAgain } = renderHeader({ onMenuOpenChange });
      await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
      await userEvent.click(toggle('About'));
      expect(screen.getByRole('banner')).toHaveAttribute('data-menu-state', 'open');
      fit();
      // Measured again when the row changes (here, the current page).
      renderAgain({ onMenuOpenChange, currentPath: '/blog' });
      const header = screen.getByRole('banner');
      expect(header).toHaveAttribute('data-layout', 'bar');
      expect(header).toHaveAttribute('data-menu-state', 'closed');
      expect(toggle('About')).toHaveAttribute('aria-expanded', 'false');
      expect(onMenuOpenChange).toHaveBeenLastCalledWith(false);
    });

    it('moves focus to the Menu button when it folds with focus on an entry of the row', () => {
      const { renderAgain } = renderHeader({
        callToAction: { label: 'Partner With Us', href: '/donate' },
      });
      act(() => screen.getByRole('link', { name: 'Partner With Us' }).focus());
      itemsDoNotFit();
      renderAgain({
        callToAction: { label: 'Partner With Us', href: '/donate' },
        currentPath: '/blog',
      });
      expect(screen.getByRole('banner')).toHaveAttribute('data-layout', 'menu');
      expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
    });

    it('lays nothing out again when a menu opens or closes: nothing in the row changed', async () => {
      itemsDoNotFit();
      renderHeader();
      const header = screen.getByRole('banner');
      expect(header).toHaveAttribute('data-layout', 'menu');
      // Measuring sets the bar layout to see what fits, then the fold: a change each time.
      const layoutChanges: string[] = [];
      const watcher = new MutationObserver((records) => {
        for (const record of records) layoutChanges.push(String(record.oldValue));
      });
      watcher.observe(header, { attributeFilter: ['data-layout'], attributeOldValue: true });
      await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
      await userEvent.click(toggle('About'));
      await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
      expect(header).toHaveAttribute('data-menu-state', 'closed');
      watcher.disconnect();
      expect(layoutChanges).toEqual([]);
    });
  });

  describe('its built-in words', () => {
    it('speaks French under a French LocaleProvider', () => {
      itemsDoNotFit();
      renderHeader({ onSearch: () => {} }, fr);
      expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Rechercher' })).toBeInTheDocument();
      // French quotes, with narrow no-break spaces inside.
      expect(
        screen.getByRole('button', { name: 'Afficher le sous-menu «\u202fAbout\u202f»' }),
      ).toBeInTheDocument();
      // 'Menu' in French too.
      expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded');
    });

    it('speaks Arabic under an Arabic LocaleProvider', () => {
      renderHeader({ onSearch: () => {} }, ar);
      expect(screen.getByRole('navigation', { name: 'القائمة الرئيسية' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'بحث' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'القائمة' })).toBeInTheDocument();
      expect(
        screen.getByRole('button', { name: 'إظهار القائمة الفرعية لقسم «Governance»' }),
      ).toBeInTheDocument();
    });

    it('still takes each word from its prop', () => {
      renderHeader(
        {
          onSearch: () => {},
          searchLabel: 'Chercher',
          navigationLabel: 'Navigation du site',
          menuButtonLabel: 'Sommaire',
          submenuToggleLabel: (label) => `Ouvrir ${label}`,
        },
        fr,
      );
      expect(screen.getByRole('navigation', { name: 'Navigation du site' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Chercher' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sommaire' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Ouvrir About' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Rechercher' })).toBeNull();
    });
  });

  it("keeps the document's scroll padding equal to its height, and puts it back on unmount", () => {
    document.documentElement.style.scrollPaddingBlockStart = '';
    const spy = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(function (this: HTMLElement) {
        return DOMRect.fromRect({ width: 1024, height: this.tagName === 'HEADER' ? 72 : 0 });
      });
    const { unmount } = renderHeader();
    expect(document.documentElement.style.scrollPaddingBlockStart).toBe('72px');
    expect(screen.getByRole('banner')).toHaveAttribute('data-sticky', 'true');
    unmount();
    expect(document.documentElement.style.scrollPaddingBlockStart).toBe('');
    spy.mockRestore();
  });

  it("leaves the document's style alone where the stylesheet already gives its height", () => {
    document.documentElement.style.scrollPaddingBlockStart = '';
    const stylesheet = document.createElement('style');
    stylesheet.textContent = ':root { scroll-padding-block-start: 72px; }';
    document.head.append(stylesheet);
    const spy = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(function (this: HTMLElement) {
        return DOMRect.fromRect({ width: 1024, height: this.tagName === 'HEADER' ? 72.25 : 0 });
      });
    const writes = new MutationObserver(() => {});
    writes.observe(document.documentElement, { attributeFilter: ['style'] });
    renderHeader();
    expect(getComputedStyle(document.documentElement).scrollPaddingBlockStart).toBe('72px');
    expect(screen.getByRole('banner')).toHaveAttribute('data-sticky', 'true');
    expect(writes.takeRecords()).toEqual([]);
    writes.disconnect();
    spy.mockRestore();
    stylesheet.remove();
  });

  it('stops sticking, and leaves the scroll padding alone, when taller than a third of the window', () => {
    document.documentElement.style.scrollPaddingBlockStart = '';
    const spy = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(function (this: HTMLElement) {
        const height = this.tagName === 'HEADER' ? window.innerHeight / 2 : 0;
        return DOMRect.fromRect({ width: 1024, height });
      });
    renderHeader();
    expect(screen.getByRole('banner')).toHaveAttribute('data-sticky', 'false');
    expect(document.documentElement.style.scrollPaddingBlockStart).toBe('');
    spy.mockRestore();
  });
});
