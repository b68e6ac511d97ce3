import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  doubleTextSize,
  expectNoSidewaysOverflow,
  narrowFrame,
  phone,
  rightToLeft,
} from '../../storybook/decorators.tsx';
import { Box } from '../../primitives/layout/Box/Box.tsx';
import { expectModalBehaviour } from '../../components/dialogs/Dialog/modalTestSuite.ts';
import { Heading } from '../../primitives/type/Heading/Heading.tsx';
import { Text } from '../../primitives/type/Text/Text.tsx';
import { CookieBanner, type CookieBannerProps } from './CookieBanner.tsx';
import {
  consentStorageKey,
  consentTimestampKey,
  createConsentStore,
  type ConsentStore,
} from './consentStore.ts';
import { createMemoryStorage, type MemoryStorage } from './memoryStorage.ts';

const choiceTime = new Date('2025-06-01T09:00:00Z');

// Each story gets fresh storage (and a store over it) before it renders; play functions inspect it.
let storage: MemoryStorage = createMemoryStorage();
let store: ConsentStore = createConsentStore({ storage });

/** A page with the banner last in its layout, as the site renders it. */
function Page({ lines = 3, ...args }: CookieBannerProps & { lines?: number }) {
  return (
    <div>
      {/* First in the page, as PageShell's banner slot places it. */}
      <CookieBanner {...args} store={store} />
      <Box as="main" padding="lg" display="flex" flexDirection="column" gap="md">
        <Heading level={1}>Get Involved</Heading>
        {Array.from({ length: lines }, (_, index) => (
          <Text key={index}>
            Partner with us to widen access to healthcare: every donation funds programmes in 12
            countries, with partnerships across 100+ more.
          </Text>
        ))}
        <a href="/contact" data-testid="last-link">
          Contact the Trust
        </a>
      </Box>
    </div>
  );
}

const meta = {
  title: 'Overlays/CookieBanner',
  component: CookieBanner,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Asks for cookie consent until the visitor chooses. A labelled region, not a dialog: the page stays ' +
          'usable. **Accept All** and **Essential Only** have equal prominence; **Customize** opens the ' +
          'CookiePreferencesDialog; the close button hides the banner for this visit without saving. After a ' +
          'choice, a confirmation takes focus. Give it a store from `createConsentStore()` (local storage, ' +
          'key `ghat-cookie-consent`) and update consent signals in `onChange`, which runs for restored consent ' +
          "on load and after every save. Render it first in the page, in the flow (PageShell's `banner` slot): " +
          'it is never fixed or sticky, so it can never cover focused content.',
      },
    },
  },
  // Replaced in render by the story's own store.
  args: { store, onChange: fn(), policyLink: { href: '/cookie-policy', label: 'Cookie Policy' } },
  beforeEach: ({ parameters }) => {
    storage = createMemoryStorage((parameters.savedStorage as Record<string, string>) ?? {});
    store = createConsentStore({ storage, now: () => choiceTime });
  },
  render: (args, { parameters }) => <Page {...args} lines={parameters.pageLines as number} />,
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const banner = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Cookies on this website' });

export const Shown: Story = {
  play: async ({ args, canvasElement }) => {
    const region = banner(canvasElement);
    const scope = within(region);
    await expect(region.tagName).toBe('SECTION');
    // A region in the page, not a modal.
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(scope.getByRole('button', { name: 'Customize' })).toBeVisible();
    await expect(scope.getByRole('button', { name: 'Close cookie banner' })).toBeVisible();
    await expect(scope.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
      'href',
      '/cookie-policy',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Refusing is exactly as easy and as visible as accepting. */
export const EqualProminence: Story = {
  play: async ({ canvasElement }) => {
    const scope = within(banner(canvasElement));
    const accept = scope.getByRole('button', { name: 'Accept All' });
    const essential = scope.getByRole('button', { name: 'Essential Only' });
    await expect(accept.dataset.variant).toBe(essential.dataset.variant);
    await expect(accept.className).toBe(essential.className);
    const [acceptStyle, essentialStyle] = [getComputedStyle(accept), getComputedStyle(essential)];
    for (const property of ['backgroundColor', 'color', 'fontSize', 'fontWeight'] as const) {
      await expect(acceptStyle[property]).toBe(essentialStyle[property]);
    }
    await expect(accept.getBoundingClientRect().height).toBe(
      essential.getBoundingClientRect().height,
    );
  },
};

export const AcceptAll: Story = {
  play: async ({ args, canvasElement }) => {
    const scope = within(banner(canvasElement));
    await userEvent.click(scope.getByRole('button', { name: 'Accept All' }));
    await expect(storage.contents()).toEqual({
      [consentStorageKey]: JSON.stringify({ essential: true, analytics: true, marketing: true }),
      [consentTimestampKey]: '2025-06-01T09:00:00.000Z',
    });
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith({
      essential: true,
      analytics: true,
      marketing: true,
    });
    const confirmation = scope.getByText(/You’ve accepted all cookies\./);
    await expect(confirmation).toHaveFocus();
    await expect(banner(canvasElement)).toHaveAttribute('data-state', 'confirmed');
    await userEvent.click(scope.getByRole('button', { name: 'Hide this message' }));
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const EssentialOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const scope = within(banner(canvasElement));
    await userEvent.click(scope.getByRole('button', { name: 'Essential Only' }));
    await expect(JSON.parse(storage.contents()[consentStorageKey] ?? 'null')).toEqual({
      essential: true,
      analytics: false,
      marketing: false,
    });
    await expect(storage.contents()[consentTimestampKey]).toBe('2025-06-01T09:00:00.000Z');
    await expect(args.onChange).toHaveBeenCalledWith({
      essential: true,
      analytics: false,
      marketing: false,
    });
    await expect(scope.getByText(/You’ve chosen essential cookies only\./)).toHaveFocus();
  },
};

export const CustomizeAndSave: Story = {
  play: async ({ args, canvasElement }) => {
    const scope = within(banner(canvasElement));
    await userEvent.click(scope.getByRole('button', { name: 'Customize' }));
    // Its code arrives on the first press (a lazy import), so the dialog is awaited: up to 5 s,
    // as Storybook's server builds that code on its first request, and on a busy machine (a CI
    // run of 1 December 2026) that took longer than the default second.
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: 'Cookie Preferences' },
      { timeout: 5000 },
    );
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Analytics cookies' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await expect(JSON.parse(storage.contents()[consentStorageKey] ?? 'null')).toEqual({
      essential: true,
      analytics: true,
      marketing: false,
    });
    await expect(args.onChange).toHaveBeenCalledWith({
      essential: true,
      analytics: true,
      marketing: false,
    });
    // The Customize button has gone with the choice: the confirmation has focus instead.
    await waitFor(() =>
      expect(scope.getByText(/Your cookie preferences have been saved\./)).toHaveFocus(),
    );
  },
};

/** Customize opens a modal: it passes the shared modal checks, and closing without saving keeps the banner. */
export const CustomizeIsAModal: Story = {
  play: async ({ args, canvasElement }) => {
    const customize = within(banner(canvasElement)).getByRole('button', { name: 'Customize' });
    await expectModalBehaviour({
      canvasElement,
      openDialog: async () => {
        await userEvent.click(customize);
        return customize;
      },
      dialogName: 'Cookie Preferences',
    });
    await expect(banner(canvasElement)).toHaveAttribute('data-state', 'asking');
    await expect(storage.contents()).toEqual({});
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ClosedWithoutSaving: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(banner(canvasElement)).getByRole('button', { name: 'Close cookie banner' }),
    );
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
    await expect(storage.contents()).toEqual({});
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Consent saved on an earlier visit: no banner, and the site is told the restored choice. */
export const HiddenWhenSaved: Story = {
  parameters: {
    savedStorage: {
      [consentStorageKey]: JSON.stringify({ essential: true, analytics: true, marketing: false }),
      [consentTimestampKey]: '2025-05-20T12:00:00.000Z',
    },
  },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith({
      essential: true,
      analytics: true,
      marketing: false,
    });
  },
};

/** A corrupt or unknown record counts as no consent: the banner asks again. */
export const CorruptSavedConsent: Story = {
  parameters: { savedStorage: { [consentStorageKey]: '{"analytics":"yes"' } },
  play: async ({ args, canvasElement }) => {
    await expect(banner(canvasElement)).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** WCAG 2.4.11: the banner is part of the page, so nothing focused is ever underneath it. */
export const NeverCoversContent: Story = {
  globals: phone,
  parameters: { pageLines: 30 },
  play: async ({ canvasElement }) => {
    const region = banner(canvasElement);
    await expect(getComputedStyle(region).position).toBe('static');
    const link = within(canvasElement).getByTestId('last-link');
    link.focus();
    await waitFor(() => expect(link).toHaveFocus());
    // Once the page has glided there (smooth scrolling, unless the reader asked for less
    // motion). The glide can outlast waitFor's default second on a busy machine: one CI run
    // failed so, beside the site's browser tests (30 November 2026).
    await waitFor(
      () => {
        const focused = link.getBoundingClientRect();
        const over = document.elementFromPoint(
          focused.left + focused.width / 2,
          focused.top + focused.height / 2,
        );
        // What is on top at the focused link's centre is the link itself.
        expect(link.contains(over)).toBe(true);
        // Scrolled to the focused link, the banner has scrolled away with the top of the page.
        expect(region.getBoundingClientRect().bottom).toBeLessThanOrEqual(focused.top);
      },
      { timeout: 5000 },
    );
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

export const OnAPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const region = banner(canvasElement);
    await expectNoSidewaysOverflow(region);
    // At the top of the page, before the content.
    await expect(region.getBoundingClientRect().top).toBeLessThanOrEqual(1);
    const accept = within(region).getByRole('button', { name: 'Accept All' });
    await expect(accept.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const NarrowAtDoubleTextSize: Story = {
  globals: doubleTextSize,
  decorators: [narrowFrame],
  play: async ({ canvasElement }) => {
    const region = banner(canvasElement);
    await expectNoSidewaysOverflow(within(canvasElement).getByTestId('narrow-frame'));
    await expect(within(region).getByRole('button', { name: 'Accept All' })).toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  globals: rightToLeft,
  args: {
    title: 'ملفات تعريف الارتباط على هذا الموقع',
    children: 'نستخدم ملفات تعريف الارتباط الضرورية لتشغيل هذا الموقع.',
    acceptAllLabel: 'قبول الكل',
    essentialOnlyLabel: 'الضرورية فقط',
    customizeLabel: 'تخصيص',
    closeLabel: 'إغلاق شريط ملفات تعريف الارتباط',
    policyLink: undefined,
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', {
      name: 'ملفات تعريف الارتباط على هذا الموقع',
    });
    const scope = within(region);
    const heading = scope.getByRole('heading').getBoundingClientRect();
    const close = scope
      .getByRole('button', { name: 'إغلاق شريط ملفات تعريف الارتباط' })
      .getBoundingClientRect();
    // The close button at the end of the title row: on the left.
    await expect(close.right).toBeLessThanOrEqual(heading.left + 1);
    // The first action at the start: on the right.
    const accept = scope.getByRole('button', { name: 'قبول الكل' }).getBoundingClientRect();
    const essential = scope.getByRole('button', { name: 'الضرورية فقط' }).getBoundingClientRect();
    await expect(essential.right).toBeLessThanOrEqual(accept.left + 1);
  },
};
