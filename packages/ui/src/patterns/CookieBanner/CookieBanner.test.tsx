import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/LocaleProvider.tsx';
import { fr } from '../../i18n/locales/fr.ts';
import { CookieBanner, defaultCookieConfirmation } from './CookieBanner.tsx';
import { consentStorageKey, consentTimestampKey, createConsentStore } from './consentStore.ts';
import { createMemoryStorage } from './memoryStorage.ts';

const now = () => new Date('2025-06-01T09:00:00Z');

function setup(initial: Record<string, string> = {}) {
  const storage = createMemoryStorage(initial);
  const store = createConsentStore({ storage, now });
  const onChange = vi.fn();
  const view = render(<CookieBanner store={store} onChange={onChange} />);
  return { storage, store, onChange, view };
}

const region = () => screen.queryByRole('region', { name: 'Cookies on this website' });

describe('CookieBanner', () => {
  it('asks in a labelled region, not a dialog, when nothing is saved', () => {
    setup();
    const banner = region();
    expect(banner).toBeInTheDocument();
    expect(banner).toHaveAttribute('data-state', 'asking');
    expect(screen.queryByRole('dialog')).toBeNull();
    for (const name of ['Accept All', 'Essential Only', 'Customize', 'Close cookie banner']) {
      expect(within(banner as HTMLElement).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('gives Accept All and Essential Only the same look', () => {
    setup();
    const accept = screen.getByRole('button', { name: 'Accept All' });
    const essential = screen.getByRole('button', { name: 'Essential Only' });
    expect(accept.className).toBe(essential.className);
    expect(accept).toHaveAttribute('data-variant', essential.getAttribute('data-variant') ?? '');
  });

  it('Accept All saves analytics and marketing on, reports it, and focuses a confirmation', async () => {
    const user = userEvent.setup();
    const { storage, onChange } = setup();
    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(JSON.parse(storage.contents()[consentStorageKey] ?? '')).toEqual({
      essential: true,
      analytics: true,
      marketing: true,
    });
    expect(storage.contents()[consentTimestampKey]).toBe('2025-06-01T09:00:00.000Z');
    expect(onChange).toHaveBeenCalledExactlyOnceWith({
      essential: true,
      analytics: true,
      marketing: true,
    });
    expect(screen.getByText(/You’ve accepted all cookies\./)).toHaveFocus();
    expect(region()).toHaveAttribute('data-state', 'confirmed');
    await user.click(screen.getByRole('button', { name: 'Hide this message' }));
    expect(region()).toBeNull();
  });

  it('Essential Only saves both off', async () => {
    const user = userEvent.setup();
    const { store, onChange } = setup();
    await user.click(screen.getByRole('button', { name: 'Essential Only' }));
    expect(store.get()).toEqual({ essential: true, analytics: false, marketing: false });
    expect(onChange).toHaveBeenCalledWith({ essential: true, analytics: false, marketing: false });
    expect(screen.getByText(/You’ve chosen essential cookies only\./)).toHaveFocus();
  });

  it('Customize opens the preferences dialog, whose save is confirmed here', async () => {
    const user = userEvent.setup();
    const { store, onChange } = setup();
    await user.click(screen.getByRole('button', { name: 'Customize' }));
    // Its code arrives on the first press (a lazy import), so the dialog is awaited.
    const dialog = await screen.findByRole('dialog', { name: 'Cookie Preferences' });
    await user.click(within(dialog).getByRole('switch', { name: 'Marketing cookies' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Preferences' }));
    expect(store.get()).toEqual({ essential: true, analytics: false, marketing: true });
    expect(onChange).toHaveBeenCalledWith({ essential: true, analytics: false, marketing: true });
    expect(screen.getByText(/Your cookie preferences have been saved\./)).toHaveFocus();
  });

  it('the close button hides the banner without saving, until the next load', async () => {
    const user = userEvent.setup();
    const { storage, store, onChange, view } = setup();
    await user.click(screen.getByRole('button', { name: 'Close cookie banner' }));
    expect(region()).toBeNull();
    expect(storage.contents()).toEqual({});
    expect(onChange).not.toHaveBeenCalled();
    view.unmount();
    render(<CookieBanner store={store} />);
    expect(region()).toBeInTheDocument();
  });

  it('stays hidden when consent is saved, and reports the restored consent on load', () => {
    const { onChange } = setup({
      [consentStorageKey]: '{"essential":true,"analytics":true,"marketing":false}',
      [consentTimestampKey]: '2025-05-01T09:00:00.000Z',
    });
    expect(region()).toBeNull();
    expect(onChange).toHaveBeenCalledExactlyOnceWith({
      essential: true,
      analytics: true,
      marketing: false,
    });
  });

  it('asks again when the saved record is corrupt', () => {
    const { onChange } = setup({ [consentStorageKey]: 'undefined' });
    expect(region()).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports saves made elsewhere with the same store, and then gets out of the way', () => {
    const { store, onChange } = setup();
    act(() => {
      store.save({ analytics: false, marketing: false });
    });
    expect(onChange).toHaveBeenCalledWith({ essential: true, analytics: false, marketing: false });
    expect(region()).toBeNull();
  });

  it('takes every word as a prop, for other languages', () => {
    render(
      <CookieBanner
        store={createConsentStore({ storage: createMemoryStorage() })}
        title="Cwcis ar y wefan hon"
        acceptAllLabel="Derbyn y cyfan"
        essentialOnlyLabel="Hanfodol yn unig"
        customizeLabel="Addasu"
        closeLabel="Cau baner cwcis"
        policyLink={{ href: '/cookie-policy', label: 'Polisi Cwcis' }}
      >
        Rydym yn defnyddio cwcis hanfodol.
      </CookieBanner>,
    );
    const banner = screen.getByRole('region', { name: 'Cwcis ar y wefan hon' });
    expect(within(banner).getByText(/Rydym yn defnyddio cwcis hanfodol/)).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Polisi Cwcis' })).toHaveAttribute(
      'href',
      '/cookie-policy',
    );
    expect(within(banner).getByRole('button', { name: 'Cau baner cwcis' })).toBeInTheDocument();
  });
});

describe('defaultCookieConfirmation', () => {
  it('says what was chosen', () => {
    expect(defaultCookieConfirmation({ essential: true, analytics: true, marketing: true })).toBe(
      'You’ve accepted all cookies.',
    );
    expect(defaultCookieConfirmation({ essential: true, analytics: false, marketing: false })).toBe(
      'You’ve chosen essential cookies only.',
    );
    expect(defaultCookieConfirmation({ essential: true, analytics: true, marketing: false })).toBe(
      'Your cookie preferences have been saved.',
    );
  });
});

describe('CookieBanner in other languages', () => {
  function setupIn(banner: Partial<Parameters<typeof CookieBanner>[0]> = {}) {
    const store = createConsentStore({ storage: createMemoryStorage(), now });
    render(
      <LocaleProvider locale={fr}>
        <CookieBanner store={store} {...banner} />
      </LocaleProvider>,
    );
    return store;
  }
  const frenchRegion = () => screen.getByRole('region', { name: 'Les cookies sur ce site' });

  it('asks in French under a French LocaleProvider', () => {
    setupIn();
    const banner = frenchRegion();
    expect(banner).toHaveTextContent(
      /^Les cookies sur ce siteNous utilisons des cookies essentiels au fonctionnement de ce site\./,
    );
    for (const name of [
      'Tout accepter',
      'Essentiels uniquement',
      'Personnaliser',
      'Fermer le bandeau des cookies',
    ]) {
      expect(within(banner).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(banner).queryByRole('button', { name: 'Accept All' })).toBeNull();
  });

  it('confirms each choice in French, with the hint and the hide button', async () => {
    const user = userEvent.setup();
    setupIn();
    await user.click(screen.getByRole('button', { name: 'Tout accepter' }));
    expect(
      screen.getByText(
        'Vous avez accepté tous les cookies. Vous pouvez modifier votre choix à tout moment.',
      ),
    ).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Masquer ce message' }));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('confirms essential cookies only in French', async () => {
    const user = userEvent.setup();
    setupIn();
    await user.click(screen.getByRole('button', { name: 'Essentiels uniquement' }));
    expect(
      screen.getByText(/^Vous avez choisi uniquement les cookies essentiels\. /),
    ).toHaveFocus();
  });

  it('confirms a mixed choice from the preferences dialog in French', async () => {
    const user = userEvent.setup();
    setupIn();
    // The dialog's own words are its group's: taken from the locale, not written here.
    const dialogWords = fr.messages.cookiePreferencesDialog;
    await user.click(screen.getByRole('button', { name: 'Personnaliser' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('switch', { name: dialogWords.marketingLabel }));
    await user.click(within(dialog).getByRole('button', { name: dialogWords.save }));
    expect(
      screen.getByText(/^Vos préférences en matière de cookies ont été enregistrées\. /),
    ).toHaveFocus();
  });

  it('still takes every word as a prop over the locale', async () => {
    const user = userEvent.setup();
    setupIn({
      title: 'Cookies',
      children: 'Nos cookies.',
      acceptAllLabel: 'Accepter',
      closeLabel: 'Fermer',
      confirmation: () => 'C’est noté.',
      confirmationHint: null,
    });
    const banner = screen.getByRole('region', { name: 'Cookies' });
    expect(banner).toHaveTextContent(/^CookiesNos cookies\./);
    expect(within(banner).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    // The words not given stay French.
    expect(within(banner).getByRole('button', { name: 'Personnaliser' })).toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Accepter' }));
    // A hint of null shows nothing, as before.
    expect(screen.getByText('C’est noté.', { normalizer: (text) => text.trim() })).toHaveFocus();
  });
});
