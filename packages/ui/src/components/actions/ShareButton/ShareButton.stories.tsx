import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  expectNoSidewaysOverflow,
  narrowFrame,
  rightToLeft,
} from '../../../storybook/decorators.tsx';
import { ClockProvider, createManualClock } from '../../../time/clock.tsx';
import { ShareButton, shareLinks } from './ShareButton.tsx';

const article = {
  title: 'Healthcare Access in Crisis Zones',
  text: 'Why access to health is justice, not charity.',
  url: 'https://ghat.org.uk/blog/healthcare-access-crisis-zones',
};

// Time only moves when a play function says so: the 3-second confirmation is checked without waiting.
const clock = createManualClock();
const withClock: Decorator = (Story) => (
  <ClockProvider clock={clock}>
    <Story />
  </ClockProvider>
);

const share = fn();
const writeText = fn();

type NavigatorStub = 'share' | 'canShare' | 'clipboard';

/** Replaces navigator properties for one story and gives back a function that restores them. */
function stubNavigator(stubs: Partial<Record<NavigatorStub, unknown>>) {
  for (const [name, value] of Object.entries(stubs)) {
    Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
  }
  return () => {
    for (const name of Object.keys(stubs)) {
      // The stubs are own properties; deleting them uncovers the browser's own.
      Reflect.deleteProperty(navigator, name);
    }
  };
}

/** The browser has no share sheet (desktop Chromium on Linux, Firefox): the list is used. */
const withoutShareSheet = () => {
  writeText.mockReset();
  writeText.mockResolvedValue(undefined);
  return stubNavigator({ share: undefined, clipboard: { writeText } });
};

/** A phone with a share sheet. */
const withShareSheet = () => {
  share.mockReset();
  share.mockResolvedValue(undefined);
  return stubNavigator({ share, canShare: () => true });
};

const meta = {
  title: 'Actions/ShareButton',
  component: ShareButton,
  tags: ['autodocs'],
  decorators: [withClock],
  parameters: {
    docs: {
      description: {
        component:
          'Use ShareButton at the end of an article or publication so readers can pass it on. Where the ' +
          'browser has a share sheet (most phones), it opens that with the title, summary and address ' +
          '(`navigator.share`). Otherwise it opens a small list: **Copy link** (confirmed with ' +
          '‘Link copied’ in a status message for 3 seconds), Email, X, LinkedIn and Facebook; the web ' +
          'ones open in a new tab and say so. If the browser will not copy, the address appears in a ' +
          'field to copy by hand. A reader closing the share sheet is not an error. `onShare` reports ' +
          'how the page was shared, for tracking. Give it the canonical `url` of the page, not the ' +
          'address bar’s. Do not use it for following the charity on social media: those are links.',
      },
    },
  },
  args: { ...article, onShare: fn(), onOpenChange: fn() },
} satisfies Meta<typeof ShareButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutShareSheet: Story = {
  beforeEach: withoutShareSheet,
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Share Article' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    const links = shareLinks(article);
    await expect(canvas.getByRole('link', { name: 'Email' })).toHaveAttribute('href', links.email);
    await expect(
      canvas.getByRole('link', { name: 'LinkedIn (opens in a new tab)' }),
    ).toHaveAttribute('href', links.linkedin);
    await expect(
      canvas.getByRole('link', { name: 'X (Twitter) (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
  },
};

export const CopyLink: Story = {
  beforeEach: withoutShareSheet,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share Article' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Link copied'));
    await expect(writeText).toHaveBeenCalledWith(article.url);
    await expect(args.onShare).toHaveBeenCalledWith('copy');
    // The confirmation goes after 3 seconds.
    clock.advance(2999);
    await expect(status).toHaveTextContent('Link copied');
    clock.advance(1);
    await waitFor(() => expect(status).toBeEmptyDOMElement());
  },
};

export const CopyFailed: Story = {
  beforeEach: () => {
    writeText.mockReset();
    writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    return stubNavigator({ share: undefined, clipboard: { writeText } });
  },
  args: { defaultOpen: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    const field = await canvas.findByRole('textbox', { name: 'Link to this page' });
    await expect(field).toHaveValue(article.url);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'The link could not be copied. Copy it from the box below.',
    );
    await expect(args.onShare).not.toHaveBeenCalled();
  },
};

export const Open: Story = {
  beforeEach: withoutShareSheet,
  args: { defaultOpen: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'open');
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible();
  },
};

export const Closed: Story = {
  beforeEach: withoutShareSheet,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute(
      'data-state',
      'closed',
    );
    await expect(canvas.queryByRole('button', { name: 'Copy link' })).toBeNull();
  },
};

export const EscapeCloses: Story = {
  beforeEach: withoutShareSheet,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Share Article' });
    await userEvent.click(button);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
  },
};

export const WithShareSheet: Story = {
  beforeEach: withShareSheet,
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Share Article' });
    // Not a disclosure here: the device's own sheet does the work.
    await expect(button).not.toHaveAttribute('aria-expanded');
    await userEvent.click(button);
    await expect(share).toHaveBeenCalledWith(article);
    await waitFor(() => expect(args.onShare).toHaveBeenCalledWith('native'));
  },
};

export const ShareSheetCancelled: Story = {
  beforeEach: () => {
    const restore = withShareSheet();
    share.mockRejectedValue(new DOMException('Share cancelled', 'AbortError'));
    return restore;
  },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Share Article' });
    await userEvent.click(button);
    await expect(share).toHaveBeenCalledOnce();
    // Nothing opens, nothing is reported, no error shows.
    await expect(args.onShare).not.toHaveBeenCalled();
    await expect(button).not.toHaveAttribute('aria-expanded');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const ShareSheetFailed: Story = {
  beforeEach: () => {
    const restore = withShareSheet();
    share.mockRejectedValue(new DOMException('Not allowed', 'NotAllowedError'));
    return restore;
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Share Article' });
    await userEvent.click(button);
    // Falls back to the list of ways to share.
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible();
  },
};

export const CustomLabels: Story = {
  beforeEach: withoutShareSheet,
  args: {
    label: 'Share this policy',
    copyLinkLabel: 'Copy address',
    defaultOpen: true,
    linkLabels: { email: 'Send by email' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Share this policy' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy address' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Send by email' })).toBeVisible();
  },
};

export const NarrowScreen: Story = {
  beforeEach: withoutShareSheet,
  args: { defaultOpen: true },
  decorators: [narrowFrame],
  play: async ({ canvas }) => {
    await expectNoSidewaysOverflow(canvas.getByTestId('narrow-frame'));
  },
};

export const RightToLeft: Story = {
  beforeEach: withoutShareSheet,
  globals: rightToLeft,
  args: { defaultOpen: true, label: 'شارك المقال' },
  play: async ({ canvas }) => {
    // The button and the list line up on the right when the page reads right to left.
    const button = canvas.getByRole('button', { name: 'شارك المقال' }).getBoundingClientRect();
    const copy = canvas.getByRole('button', { name: 'Copy link' }).getBoundingClientRect();
    const email = canvas.getByRole('link', { name: 'Email' }).getBoundingClientRect();
    const panel = canvas.getByRole('list').parentElement?.getBoundingClientRect();
    await expect(Math.abs(button.right - (panel?.right ?? 0))).toBeLessThan(2);
    // The first option (Copy link) is on the right, the next to its left.
    await expect(email.right).toBeLessThanOrEqual(copy.left);
  },
};
