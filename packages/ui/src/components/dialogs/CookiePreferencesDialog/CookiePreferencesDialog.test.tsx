import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fr } from '../../../i18n/locales/fr.ts';
import { LocaleProvider } from '../../../i18n/LocaleProvider.tsx';
import { prerender, setBeforeHydration } from '../../../../test/prerendered.tsx';
import {
  consentStorageKey,
  consentTimestampKey,
  createConsentStore,
} from '../../../patterns/CookieBanner/consentStore.ts';
import { createMemoryStorage } from '../../../patterns/CookieBanner/memoryStorage.ts';
import { CookiePreferencesDialog, defaultCookieCategoryText } from './CookiePreferencesDialog.tsx';

const now = () => new Date('2025-06-01T09:00:00Z');

function setup(initial: Record<string, string> = {}) {
  const storage = createMemoryStorage(initial);
  const store = createConsentStore({ storage, now });
  const onSave = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <CookiePreferencesDialog
      store={store}
      defaultOpen
      onSave={onSave}
      onOpenChange={onOpenChange}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Cookie Preferences' });
  return { storage, store, onSave, onOpenChange, dialog, scope: within(dialog) };
}

describe('CookiePreferencesDialog', () => {
  it('is a dialog titled Cookie Preferences with its description', () => {
    const { dialog } = setup();
    expect(dialog).toHaveAccessibleDescription(
      'Choose which cookies we may use. You can change your mind at any time.',
    );
  });

  it('has labelled, described switches, off until chosen, and focuses the first that can change', () => {
    const { scope } = setup();
    const analytics = scope.getByRole('switch', { name: 'Analytics cookies' });
    const marketing = scope.getByRole('switch', { name: 'Marketing cookies' });
    expect(analytics).not.toBeChecked();
    expect(marketing).not.toBeChecked();
    expect(analytics).toHaveFocus();
    expect(marketing).toHaveAccessibleDescription(
      'Help us measure our campaigns and show messages about our work on other websites.',
    );
  });

  it('shows essential cookies as always on, and says why', () => {
    const { scope } = setup();
    const essential = scope.getByRole('switch', { name: 'Essential cookies' });
    expect(essential).toBeChecked();
    expect(essential).toBeDisabled();
    expect(essential).toHaveAccessibleDescription(
      /Always on: the website cannot work without these, so they cannot be turned off\./,
    );
  });

  it('starts from the saved choices', () => {
    const { scope } = setup({
      [consentStorageKey]: '{"essential":true,"analytics":true,"marketing":false}',
      [consentTimestampKey]: '2025-05-01T09:00:00.000Z',
    });
    expect(scope.getByRole('switch', { name: 'Analytics cookies' })).toBeChecked();
    expect(scope.getByRole('switch', { name: 'Marketing cookies' })).not.toBeChecked();
  });

  it('Save Preferences stores the choices, reports them and closes', async () => {
    const user = userEvent.setup();
    const { storage, onSave, onOpenChange, dialog, scope } = setup();
    await user.click(scope.getByText('Marketing cookies'));
    await user.click(scope.getByRole('button', { name: 'Save Preferences' }));
    expect(storage.contents()).toEqual({
      [consentStorageKey]: '{"essential":true,"analytics":false,"marketing":true}',
      [consentTimestampKey]: '2025-06-01T09:00:00.000Z',
    });
    expect(onSave).toHaveBeenCalledWith({ essential: true, analytics: false, marketing: true });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(dialog).not.toHaveAttribute('open');
  });

  it('closing without saving stores nothing', async () => {
    const user = userEvent.setup();
    const { storage, onSave, scope } = setup();
    await user.click(scope.getByRole('switch', { name: 'Analytics cookies' }));
    await user.click(scope.getByRole('button', { name: 'Close' }));
    expect(storage.contents()).toEqual({});
    expect(onSave).not.toHaveBeenCalled();
  });

  it('takes its words as props', () => {
    render(
      <CookiePreferencesDialog
        store={createConsentStore({ storage: createMemoryStorage() })}
        defaultOpen
        title="Dewisiadau cwcis"
        saveLabel="Cadw"
        alwaysOnText="Ymlaen bob amser."
        categories={{
          essential: { label: 'Hanfodol', description: 'Cadw’r wefan yn ddiogel.' },
          analytics: { label: 'Dadansoddi', description: 'Ein helpu i wella.' },
          marketing: { label: 'Marchnata', description: 'Mesur ymgyrchoedd.' },
        }}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Dewisiadau cwcis' });
    expect(within(dialog).getByRole('switch', { name: 'Dadansoddi' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cadw' })).toBeInTheDocument();
    expect(within(dialog).getByText('Ymlaen bob amser.')).toBeInTheDocument();
  });
});

describe('CookiePreferencesDialog in other languages', () => {
  it('speaks French: title, description, switches, the always-on reason and the button', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage();
    const onSave = vi.fn();
    render(
      <LocaleProvider locale={fr}>
        <CookiePreferencesDialog
          store={createConsentStore({ storage, now })}
          defaultOpen
          onSave={onSave}
        />
      </LocaleProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Préférences en matière de cookies' });
    expect(dialog).toHaveAccessibleDescription(
      'Choisissez les cookies que nous pouvons utiliser. Vous pouvez changer d’avis à tout moment.',
    );
    const scope = within(dialog);
    const essential = scope.getByRole('switch', { name: 'Cookies essentiels' });
    expect(essential).toBeChecked();
    expect(essential).toBeDisabled();
    // Exactly: a narrow no-break space before the colon (toHaveAccessibleDescription folds spaces).
    expect(scope.getByText(/^Toujours actifs/).textContent).toBe(
      'Toujours actifs\u202f: le site ne peut pas fonctionner sans eux, ils ne peuvent donc pas être désactivés.',
    );
    expect(essential).toHaveAccessibleDescription(
      /^Ils assurent la sécurité et le bon fonctionnement du site/,
    );
    const analytics = scope.getByRole('switch', { name: 'Cookies de mesure d’audience' });
    expect(analytics).toHaveAccessibleDescription(
      'Ils nous indiquent quelles pages sont consultées et comment on y arrive, afin que nous puissions améliorer le site. Ils ne permettent pas de vous identifier.',
    );
    expect(scope.getByRole('switch', { name: 'Cookies marketing' })).toHaveAccessibleDescription(
      'Ils nous aident à mesurer l’efficacité de nos campagnes et à faire connaître notre action sur d’autres sites.',
    );
    expect(scope.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    await user.click(analytics);
    await user.click(scope.getByRole('button', { name: 'Enregistrer les préférences' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ analytics: true }));
  });

  it('lets every word given as a prop win over the locale’s, and null leave the description out', () => {
    render(
      <LocaleProvider locale={fr}>
        <CookiePreferencesDialog
          store={createConsentStore({ storage: createMemoryStorage() })}
          defaultOpen
          title="Vos cookies"
          description={null}
          saveLabel="Valider"
          alwaysOnText="Indispensables."
          categories={{
            ...defaultCookieCategoryText,
            analytics: { label: 'Statistiques', description: 'Pour compter les visites.' },
          }}
        />
      </LocaleProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Vos cookies' });
    expect(dialog).not.toHaveAttribute('aria-describedby');
    const scope = within(dialog);
    expect(scope.getByRole('switch', { name: 'Statistiques' })).toHaveAccessibleDescription(
      'Pour compter les visites.',
    );
    // The categories given are used whole: English where the prop says English.
    expect(scope.getByRole('switch', { name: 'Essential cookies' })).toBeInTheDocument();
    expect(scope.getByRole('button', { name: 'Valider' })).toBeInTheDocument();
    expect(scope.getByText('Indispensables.')).toBeInTheDocument();
  });
});

describe('CookiePreferencesDialog, prerendered open and hydrated later', () => {
  it('saves a switch flipped before it hydrated, as it shows', async () => {
    const store = createConsentStore({ storage: createMemoryStorage(), now });
    const onSave = vi.fn();
    const page = prerender(<CookiePreferencesDialog store={store} defaultOpen onSave={onSave} />);
    const analytics = page.container.querySelector('input[data-category="analytics"]');
    setBeforeHydration(analytics as HTMLInputElement, true);
    await page.hydrate();
    const scope = within(screen.getByRole('dialog', { name: 'Cookie Preferences' }));
    expect(scope.getByRole('switch', { name: 'Analytics cookies' })).toBeChecked();
    expect(scope.getByRole('switch', { name: 'Marketing cookies' })).not.toBeChecked();
    await userEvent.click(scope.getByRole('button', { name: 'Save Preferences' }));
    expect(onSave).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ analytics: true, marketing: false }),
    );
    expect(store.get()).toMatchObject({ analytics: true, marketing: false });
  });
});
