import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectNoSidewaysOverflow, phone, rightToLeft } from '../../../storybook/decorators.tsx';
import {
  hydratePrerendered,
  Prerendered,
  tickBeforeHydration,
} from '../../../storybook/prerendered.tsx';
import { Button } from '../../../primitives/actions/Button/Button.tsx';
import {
  consentStorageKey,
  consentTimestampKey,
  createConsentStore,
  type ConsentStore,
} from '../../../patterns/CookieBanner/consentStore.ts';
import {
  createMemoryStorage,
  type MemoryStorage,
} from '../../../patterns/CookieBanner/memoryStorage.ts';
import { expectModalBehaviour, openModal } from '../Dialog/modalTestSuite.ts';
import {
  CookiePreferencesDialog,
  cookieCategories,
  type CookiePreferencesDialogProps,
} from './CookiePreferencesDialog.tsx';

// Each story gets fresh storage (and a store over it) before it renders; play functions inspect it.
let storage: MemoryStorage = createMemoryStorage();
let store: ConsentStore = createConsentStore({ storage });

/** The footer's 'Cookie Settings' button and the dialog it opens. */
function WithOpener({ onOpenChange, ...args }: CookiePreferencesDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Cookie Settings
      </Button>
      <CookiePreferencesDialog
        {...args}
        store={store}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/CookiePreferencesDialog',
  component: CookiePreferencesDialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Lets a visitor choose cookie categories one by one. Opened from the cookie banner’s **Customize** ' +
          'button and from a “Cookie Settings” link (footer, cookie policy page). Analytics and marketing are ' +
          'switches (checkboxes with `role="switch"`), starting from what is saved; essential cookies are shown ' +
          'on and disabled, with the reason in text. **Save Preferences** saves to the consent store and closes. ' +
          'For the first question to new visitors, use the **CookieBanner**.',
      },
    },
  },
  // Replaced in render by the story's own store.
  args: { store, onSave: fn(), onOpenChange: fn() },
  beforeEach: ({ parameters }) => {
    storage = createMemoryStorage((parameters.savedStorage as Record<string, string>) ?? {});
    store = createConsentStore({ storage, now: () => new Date('2025-06-01T09:00:00Z') });
  },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof CookiePreferencesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openPreferences(canvasElement: HTMLElement) {
  const { dialog } = await openModal(
    canvasElement,
    () => userEvent.click(within(canvasElement).getByRole('button', { name: 'Cookie Settings' })),
    'Cookie Preferences',
  );
  return { dialog, scope: within(dialog) };
}

export const NothingSavedYet: Story = {
  play: async ({ canvasElement }) => {
    const { scope } = await openPreferences(canvasElement);
    const analytics = scope.getByRole('switch', { name: 'Analytics cookies' });
    const marketing = scope.getByRole('switch', { name: 'Marketing cookies' });
    await expect(analytics).not.toBeChecked();
    await expect(marketing).not.toBeChecked();
    // The first switch that can change has focus.
    await expect(analytics).toHaveFocus();
    await expect(analytics).toHaveAccessibleDescription(
      'Tell us which pages people visit and how they find them, so we can improve the website. They do not identify you.',
    );
  },
};

export const EssentialAlwaysOn: Story = {
  play: async ({ canvasElement }) => {
    const { scope } = await openPreferences(canvasElement);
    const essential = scope.getByRole('switch', { name: 'Essential cookies' });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    // Why it cannot be changed is visible text, and read with the switch.
    const reason = scope.getByText(/Always on: the website cannot work without these/);
    await expect(reason).toBeVisible();
    await expect(essential).toHaveAccessibleDescription(/Always on: the website cannot work/);
  },
};

export const ModalBehaviour: Story = {
  play: async ({ canvasElement }) => {
    await expectModalBehaviour({
      canvasElement,
      openDialog: () =>
        userEvent.click(within(canvasElement).getByRole('button', { name: 'Cookie Settings' })),
      dialogName: 'Cookie Preferences',
    });
  },
};

export const SavePreferences: Story = {
  play: async ({ args, canvasElement }) => {
    const { dialog, scope } = await openPreferences(canvasElement);
    // Space toggles the focused switch, as for any checkbox.
    await userEvent.keyboard(' ');
    await expect(scope.getByRole('switch', { name: 'Analytics cookies' })).toBeChecked();
    await userEvent.click(scope.getByText('Marketing cookies'));
    await userEvent.click(scope.getByText('Marketing cookies'));
    await expect(scope.getByRole('switch', { name: 'Marketing cookies' })).not.toBeChecked();
    await userEvent.click(scope.getByRole('button', { name: 'Save Preferences' }));
    await expect(storage.contents()).toEqual({
      [consentStorageKey]: JSON.stringify({ essential: true, analytics: true, marketing: false }),
      [consentTimestampKey]: '2025-06-01T09:00:00.000Z',
    });
    await expect(args.onSave).toHaveBeenCalledWith({
      essential: true,
      analytics: true,
      marketing: false,
    });
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(
      within(canvasElement).getByRole('button', { name: 'Cookie Settings' }),
    ).toHaveFocus();
  },
};

/**
 * Prerendered open (it is hidden until its script shows it), a switch may be flipped by the
 * time the dialog hydrates: Save Preferences saves what the switches show.
 */
export const HeldBeforeHydration: Story = {
  render: (args) => (
    <Prerendered>
      <CookiePreferencesDialog {...args} store={store} defaultOpen />
    </Prerendered>
  ),
  play: async ({ args, canvasElement }) => {
    const marketing = canvasElement.querySelector('input[data-category="marketing"]');
    tickBeforeHydration(marketing as HTMLInputElement);
    await hydratePrerendered(canvasElement);
    const scope = within(within(canvasElement).getByRole('dialog', { name: 'Cookie Preferences' }));
    await expect(scope.getByRole('switch', { name: 'Marketing cookies' })).toBeChecked();
    await expect(scope.getByRole('switch', { name: 'Analytics cookies' })).not.toBeChecked();
    await userEvent.click(scope.getByRole('button', { name: 'Save Preferences' }));
    const saved = { essential: true, analytics: false, marketing: true };
    await expect(args.onSave).toHaveBeenCalledWith(saved);
    await expect(storage.contents()).toEqual({
      [consentStorageKey]: JSON.stringify(saved),
      [consentTimestampKey]: '2025-06-01T09:00:00.000Z',
    });
  },
};

/** Closing without saving changes nothing. */
export const CancelKeepsWhatWasSaved: Story = {
  play: async ({ args, canvasElement }) => {
    const { scope } = await openPreferences(canvasElement);
    await userEvent.click(scope.getByRole('switch', { name: 'Marketing cookies' }));
    await userEvent.click(scope.getByRole('button', { name: 'Close' }));
    await expect(storage.contents()).toEqual({});
    await expect(args.onSave).not.toHaveBeenCalled();
    // Opened again, it shows what is saved, not the abandoned change.
    const again = await openPreferences(canvasElement);
    await expect(again.scope.getByRole('switch', { name: 'Marketing cookies' })).not.toBeChecked();
  },
};

export const StartsFromSavedChoices: Story = {
  parameters: {
    savedStorage: {
      [consentStorageKey]: JSON.stringify({ essential: true, analytics: false, marketing: true }),
      [consentTimestampKey]: '2025-05-20T12:00:00.000Z',
    },
  },
  play: async ({ canvasElement }) => {
    const { scope } = await openPreferences(canvasElement);
    await expect(scope.getByRole('switch', { name: 'Analytics cookies' })).not.toBeChecked();
    await expect(scope.getByRole('switch', { name: 'Marketing cookies' })).toBeChecked();
  },
};

export const SwitchesMeetTargetSize: Story = {
  play: async ({ canvasElement }) => {
    const { scope } = await openPreferences(canvasElement);
    for (const category of cookieCategories) {
      const input = scope
        .getAllByRole('switch')
        .find((element) => element.dataset.category === category);
      const box = input?.getBoundingClientRect();
      await expect(box?.width).toBeGreaterThanOrEqual(24);
      await expect(box?.height).toBeGreaterThanOrEqual(24);
    }
  },
};

export const OnAPhone: Story = {
  globals: phone,
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const { dialog } = await openPreferences(canvasElement);
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectNoSidewaysOverflow(dialog);
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: {
    title: 'تفضيلات ملفات تعريف الارتباط',
    description: 'اختر ملفات تعريف الارتباط التي نستخدمها.',
    categories: {
      essential: { label: 'الضرورية', description: 'تحافظ على أمان الموقع.' },
      analytics: { label: 'التحليلات', description: 'تساعدنا على تحسين الموقع.' },
      marketing: { label: 'التسويق', description: 'تقيس حملاتنا.' },
    },
    alwaysOnText: 'مفعّلة دائمًا.',
    saveLabel: 'حفظ التفضيلات',
    closeLabel: 'إغلاق',
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openModal(
      canvasElement,
      () => userEvent.click(within(canvasElement).getByRole('button', { name: 'Cookie Settings' })),
      'تفضيلات ملفات تعريف الارتباط',
    );
    const scope = within(dialog);
    // The switch sits at the start of its row, on the right, with its label to its left.
    const essential = scope.getByRole('switch', { name: 'الضرورية' }).getBoundingClientRect();
    const label = scope.getByText('الضرورية').getBoundingClientRect();
    await expect(label.right).toBeLessThanOrEqual(essential.left + 1);
    // An 'on' switch has its thumb at the end of the track: the left.
    const track = dialog.querySelector('input:checked + span') as HTMLElement;
    const thumb = track.firstElementChild as HTMLElement;
    const trackBox = track.getBoundingClientRect();
    await expect(thumb.getBoundingClientRect().left - trackBox.left).toBeLessThan(
      trackBox.right - thumb.getBoundingClientRect().right,
    );
  },
};
