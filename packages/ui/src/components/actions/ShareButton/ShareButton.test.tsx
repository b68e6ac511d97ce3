import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../../i18n/LocaleProvider.tsx';
import { ar } from '../../../i18n/locales/ar.ts';
import { fr } from '../../../i18n/locales/fr.ts';
import { ClockProvider, createManualClock, type ManualClock } from '../../../time/clock.tsx';
import { ShareButton, shareLinks, type ShareButtonProps } from './ShareButton.tsx';

const article = {
  title: 'Healthcare Access in Crisis Zones',
  text: 'Why access to health is justice, not charity.',
  url: 'https://ghat.org.uk/blog/healthcare-access-crisis-zones',
};

/** Gives navigator a property for one test; undone in afterEach. */
function stubNavigator(name: 'share' | 'canShare' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

afterEach(() => {
  for (const name of ['share', 'canShare', 'clipboard'] as const) {
    // Own properties only: the stubs above.
    if (Object.prototype.hasOwnProperty.call(navigator, name)) {
      Reflect.deleteProperty(navigator, name);
    }
  }
});

let clock: ManualClock;
beforeEach(() => {
  clock = createManualClock();
  // No share sheet unless a test adds one.
  stubNavigator('share', undefined);
});

function renderWithClock(element: ReactElement) {
  return render(<ClockProvider clock={clock}>{element}</ClockProvider>);
}

function renderShare(props: Partial<ShareButtonProps> = {}) {
  const onShare = vi.fn();
  const view = renderWithClock(<ShareButton {...article} onShare={onShare} {...props} />);
  return { ...view, onShare };
}

describe('shareLinks', () => {
  it('builds each address with every value encoded', () => {
    const links = shareLinks({
      title: 'Health & Justice: 100% of us?',
      text: 'Read this',
      url: 'https://ghat.org.uk/blog/a?b=1&c=2',
    });
    const encodedUrl = 'https%3A%2F%2Fghat.org.uk%2Fblog%2Fa%3Fb%3D1%26c%3D2';
    expect(links.email).toBe(
      'mailto:?subject=Health%20%26%20Justice%3A%20100%25%20of%20us%3F' +
        `&body=Read%20this%0A%0A${encodedUrl}`,
    );
    expect(links.x).toBe(
      `https://x.com/intent/tweet?text=Health%20%26%20Justice%3A%20100%25%20of%20us%3F&url=${encodedUrl}`,
    );
    expect(links.linkedin).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`,
    );
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`);
  });

  it('puts only the address in the email body when there is no text', () => {
    expect(shareLinks({ title: 'T', url: 'https://ghat.org.uk/' }).email).toBe(
      'mailto:?subject=T&body=https%3A%2F%2Fghat.org.uk%2F',
    );
  });

  it('encodes text in other scripts', () => {
    expect(shareLinks({ title: 'الصحة', url: 'https://ghat.org.uk/' }).x).toContain(
      'text=%D8%A7%D9%84%D8%B5%D8%AD%D8%A9',
    );
  });
});

describe('ShareButton without a share sheet', () => {
  it("is a button called 'Share Article' that opens and closes a list of ways to share", async () => {
    const user = userEvent.setup();
    const { container } = renderShare();
    const button = screen.getByRole('button', { name: 'Share Article' });
    const root = container.querySelector('[data-state]');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(root).toHaveAttribute('data-state', 'closed');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeVisible();
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(root).toHaveAttribute('data-state', 'open');
    expect(panel).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('takes its label as a prop', () => {
    renderShare({ label: 'Share this policy' });
    expect(screen.getByRole('button', { name: 'Share this policy' })).toBeInTheDocument();
  });

  it('offers email, X, LinkedIn and Facebook links; the web ones open in a new tab', async () => {
    const user = userEvent.setup();
    renderShare({ defaultOpen: true });
    const links = shareLinks(article);
    const email = screen.getByRole('link', { name: 'Email' });
    expect(email).toHaveAttribute('href', links.email);
    expect(email).not.toHaveAttribute('target');
    for (const [name, href] of [
      ['X (Twitter)', links.x],
      ['LinkedIn', links.linkedin],
      ['Facebook', links.facebook],
    ] as const) {
      const link = screen.getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await user.tab();
    expect(screen.getByRole('button', { name: 'Share Article' })).toHaveFocus();
  });

  it('tells onShare which link was used', () => {
    const { onShare } = renderShare({ defaultOpen: true });
    const stopNavigation = (event: Event) => event.preventDefault();
    document.addEventListener('click', stopNavigation);
    try {
      fireEvent.click(screen.getByRole('link', { name: /LinkedIn/ }));
      fireEvent.click(screen.getByRole('link', { name: 'Email' }));
    } finally {
      document.removeEventListener('click', stopNavigation);
    }
    expect(onShare.mock.calls).toEqual([['linkedin'], ['email']]);
  });

  it('translates the link words', () => {
    renderShare({ defaultOpen: true, linkLabels: { email: 'Courriel' } });
    expect(screen.getByRole('link', { name: 'Courriel' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /LinkedIn/ })).toBeInTheDocument();
  });

  it("copies the link, says 'Link copied' in a status, and clears it after 3 seconds", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator('clipboard', { writeText });
    const { onShare } = renderShare({ defaultOpen: true });
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(writeText).toHaveBeenCalledWith(article.url);
    expect(status).toHaveTextContent('Link copied');
    expect(onShare).toHaveBeenCalledWith('copy');

    act(() => clock.advance(2999));
    expect(status).toHaveTextContent('Link copied');
    act(() => clock.advance(1));
    expect(status).toBeEmptyDOMElement();
  });

  it('takes the confirmation time as a prop', async () => {
    stubNavigator('clipboard', { writeText: vi.fn().mockResolvedValue(undefined) });
    renderShare({ defaultOpen: true, confirmationDuration: 1000 });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    act(() => clock.advance(1000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('restarts the confirmation when the link is copied again', async () => {
    stubNavigator('clipboard', { writeText: vi.fn().mockResolvedValue(undefined) });
    renderShare({ defaultOpen: true });
    const copy = screen.getByRole('button', { name: 'Copy link' });
    await act(async () => {
      fireEvent.click(copy);
    });
    act(() => clock.advance(2000));
    await act(async () => {
      fireEvent.click(copy);
    });
    act(() => clock.advance(2000));
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
    act(() => clock.advance(1000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('when copying fails, says so and shows the address in a field to copy by hand', async () => {
    stubNavigator('clipboard', { writeText: vi.fn().mockRejectedValue(new Error('Denied')) });
    const { onShare } = renderShare({ defaultOpen: true });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'The link could not be copied. Copy it from the box below.',
    );
    const field = screen.getByRole('textbox', { name: 'Link to this page' });
    expect(field).toHaveValue(article.url);
    expect(field).toHaveAttribute('readonly');
    expect(onShare).not.toHaveBeenCalled();
    // The failure message is not on a timer.
    act(() => clock.advance(10_000));
    expect(screen.getByRole('status')).not.toBeEmptyDOMElement();
  });

  it('when there is no clipboard at all, says so too', async () => {
    stubNavigator('clipboard', undefined);
    renderShare({ defaultOpen: true });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(screen.getByRole('textbox', { name: 'Link to this page' })).toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderShare({ onOpenChange });
    const button = screen.getByRole('button', { name: 'Share Article' });
    await user.click(button);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Copy link' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('can be controlled with open and onOpenChange', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { rerender } = renderShare({ open: false, onOpenChange });
    const button = screen.getByRole('button', { name: 'Share Article' });
    await user.click(button);
    expect(onOpenChange).toHaveBeenCalledWith(true);
    // Still closed until the owner says otherwise.
    expect(button).toHaveAttribute('aria-expanded', 'false');
    rerender(
      <ClockProvider clock={clock}>
        <ShareButton {...article} open onOpenChange={onOpenChange} />
      </ClockProvider>,
    );
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('works with state owned by a parent', async () => {
    const user = userEvent.setup();
    function Owner() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <p>{open ? 'Open' : 'Closed'}</p>
          <ShareButton {...article} open={open} onOpenChange={setOpen} />
        </>
      );
    }
    renderWithClock(<Owner />);
    await user.click(screen.getByRole('button', { name: 'Share Article' }));
    expect(screen.getByText('Open')).toBeInTheDocument();
  });
});

describe('ShareButton with a share sheet', () => {
  it('uses navigator.share with the title, text and address, and reports it', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    stubNavigator('share', share);
    const { onShare, container } = renderShare();
    const button = screen.getByRole('button', { name: 'Share Article' });
    // Not a disclosure: it does not open anything of its own.
    expect(button).not.toHaveAttribute('aria-expanded');
    expect(container.querySelector('[data-share]')).toHaveAttribute('data-share', 'native');
    await act(async () => {
      fireEvent.click(button);
    });
    expect(share).toHaveBeenCalledWith(article);
    expect(onShare).toHaveBeenCalledWith('native');
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
  });

  it('leaves text out of the share data when there is none', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    stubNavigator('share', share);
    renderShare({ text: undefined });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Share Article' }));
    });
    expect(share).toHaveBeenCalledWith({ title: article.title, url: article.url });
  });

  it('treats cancelling the share sheet (AbortError) as a choice, not an error', async () => {
    stubNavigator('share', vi.fn().mockRejectedValue(new DOMException('Cancelled', 'AbortError')));
    const { onShare } = renderShare();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Share Article' }));
    });
    expect(onShare).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Share Article' })).not.toHaveAttribute(
      'aria-expanded',
    );
  });

  it('falls back to the list when the share sheet fails for another reason', async () => {
    stubNavigator('share', vi.fn().mockRejectedValue(new DOMException('No', 'NotAllowedError')));
    const { onShare } = renderShare();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Share Article' }));
    });
    expect(onShare).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Share Article' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeVisible();
  });

  it('falls back to the list when the browser says it cannot share this', async () => {
    const share = vi.fn();
    stubNavigator('share', share);
    stubNavigator('canShare', () => false);
    renderShare();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Share Article' }));
    });
    expect(share).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeVisible();
  });

  it('shows the list instead when nativeShare is false', async () => {
    const user = userEvent.setup();
    const share = vi.fn();
    stubNavigator('share', share);
    renderShare({ nativeShare: false });
    await user.click(screen.getByRole('button', { name: 'Share Article' }));
    expect(share).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeVisible();
  });
});

describe('ShareButton root', () => {
  it('spreads props, merges className and forwards ref', () => {
    const ref = { current: null as HTMLDivElement | null };
    renderShare({ ref, className: 'article-share', id: 'share' });
    expect(ref.current).toHaveAttribute('id', 'share');
    expect(ref.current).toHaveClass('article-share');
  });
});

describe('ShareButton in a language', () => {
  it('speaks Arabic: its button, list, statuses and field', async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error());
    stubNavigator('clipboard', { writeText });
    renderWithClock(
      <LocaleProvider locale={ar}>
        <ShareButton {...article} />
      </LocaleProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'مشاركة المقال' }));
    expect(screen.getByRole('link', { name: 'البريد الإلكتروني' })).toBeInTheDocument();
    // Product names stay; the new-tab words are the locale's.
    expect(
      screen.getByRole('link', { name: 'LinkedIn (يُفتح في علامة تبويب جديدة)' }),
    ).toBeInTheDocument();

    const copy = screen.getByRole('button', { name: 'نسخ الرابط' });
    await act(async () => {
      fireEvent.click(copy);
    });
    expect(screen.getByRole('status')).toHaveTextContent(/^تم نسخ الرابط$/);

    await act(async () => {
      fireEvent.click(copy);
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      /^تعذّر نسخ الرابط\. يُرجى نسخه من المربع أدناه\.$/,
    );
    expect(screen.getByRole('textbox', { name: 'رابط هذه الصفحة' })).toHaveValue(article.url);
  });

  it('lets a prop win over a word', async () => {
    renderWithClock(
      <LocaleProvider locale={fr}>
        <ShareButton {...article} label="Partager" linkLabels={{ email: 'Courriel' }} />
      </LocaleProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Partager' }));
    expect(screen.getByRole('link', { name: 'Courriel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copier le lien' })).toBeInTheDocument();
  });
});
