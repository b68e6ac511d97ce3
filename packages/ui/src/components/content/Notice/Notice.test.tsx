import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../../i18n/LocaleProvider.tsx';
import { fr } from '../../../i18n/locales/fr.ts';
import { Notice, noticeRole, noticeTonePrefixes, noticeTones } from './Notice.tsx';

describe('noticeRole', () => {
  it('makes errors alerts and everything else polite status messages', () => {
    expect(noticeRole('error')).toBe('alert');
    expect(noticeRole('success')).toBe('status');
    expect(noticeRole('info')).toBe('status');
    expect(noticeRole('warning')).toBe('status');
  });

  it('follows an explicit live setting over the tone', () => {
    expect(noticeRole('error', 'polite')).toBe('status');
    expect(noticeRole('warning', 'assertive')).toBe('alert');
    expect(noticeRole('error', 'off')).toBeUndefined();
    expect(noticeRole('success', 'off')).toBeUndefined();
  });
});

describe('Notice', () => {
  it('renders an error as an alert, with the word Error before its title', () => {
    render(
      <Notice tone="error" title="There is a problem">
        Enter your email address so we can reply.
      </Notice>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      /^Error: There is a problem\s*Enter your email address so we can reply\.$/,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('renders success, information and warning as status messages', () => {
    for (const tone of ['success', 'info', 'warning'] as const) {
      const { unmount } = render(<Notice tone={tone}>Message</Notice>);
      expect(screen.getByRole('status')).toHaveTextContent(`${noticeTonePrefixes[tone]} Message`);
      expect(screen.queryByRole('alert')).toBeNull();
      unmount();
    }
  });

  it('with live="off" is not a live region at all', () => {
    render(
      <Notice tone="error" live="off" title="Applications have closed">
        The 2025 grant round closed on 31 January.
      </Notice>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Applications have closed')).toBeInTheDocument();
  });

  it('says its tone in hidden text, in the title when there is one', () => {
    render(
      <Notice tone="success" title="Thank you">
        Our team will be in touch within 48 hours.
      </Notice>,
    );
    const prefix = screen.getByText('Success:');
    expect(prefix.closest('p')).toHaveTextContent('Success: Thank you');
    expect(prefix.className).not.toBe('');
  });

  it('puts the tone word at the start of the body when there is no title', () => {
    render(<Notice tone="warning">The site will be down for maintenance on Sunday.</Notice>);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Warning: The site will be down for maintenance on Sunday.',
    );
  });

  it('has a prefix for every tone, and lets the page replace it', () => {
    for (const tone of noticeTones) expect(noticeTonePrefixes[tone]).toMatch(/^\w+:$/);
    render(
      <Notice tone="success" toneLabel="تم:">
        شكراً لكم
      </Notice>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('تم: شكراً لكم');
  });

  it('hides its tone icon from assistive technology', () => {
    const { container } = render(<Notice tone="info">Message</Notice>);
    const icon = container.querySelector('svg');
    expect(icon).toHaveAttribute('data-icon', 'info');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it('has no close button unless it can be dismissed', () => {
    render(<Notice>Message</Notice>);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('calls onDismiss from a close button named Dismiss, outside the live region', async () => {
    const onDismiss = vi.fn();
    render(
      <Notice tone="success" title="Subscription Confirmed" onDismiss={onDismiss}>
        You will hear from us once a month.
      </Notice>,
    );
    const button = screen.getByRole('button', { name: 'Dismiss' });
    expect(button).toHaveAttribute('type', 'button');
    expect(screen.getByRole('status')).not.toContainElement(button);
    await userEvent.click(button);
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('names the close button in the page language when asked', () => {
    render(
      <Notice onDismiss={() => {}} dismissLabel="إغلاق">
        رسالة
      </Notice>,
    );
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });

  it('marks its tone and passes attributes and classes to the outer block', () => {
    const { container } = render(
      <Notice tone="warning" className="extra" id="maintenance">
        Message
      </Notice>,
    );
    const root = container.firstElementChild;
    expect(root).toHaveAttribute('data-tone', 'warning');
    expect(root).toHaveAttribute('id', 'maintenance');
    expect(root?.className).toMatch(/\bextra\b/);
  });
});

describe('Notice in a language', () => {
  it('says its tone and names its close button in French', () => {
    render(
      <LocaleProvider locale={fr}>
        <Notice tone="error" title="Il y a un problème" onDismiss={() => undefined}>
          Indiquez votre adresse e-mail.
        </Notice>
        <Notice tone="success">Merci</Notice>
        <Notice tone="warning">Maintenance dimanche</Notice>
        <Notice tone="info">Nouveau rapport</Notice>
      </LocaleProvider>,
    );
    // The matcher reads the no-break space before the colon as a space.
    expect(screen.getByRole('alert')).toHaveTextContent(/^Erreur : Il y a un problème/);
    expect(screen.getByText('Erreur :').textContent).toBe('Erreur\u00a0:');
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([
      'Succès\u00a0: Merci',
      'Avertissement\u00a0: Maintenance dimanche',
      'Information\u00a0: Nouveau rapport',
    ]);
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  it('lets a prop win over a word', () => {
    render(
      <LocaleProvider locale={fr}>
        <Notice tone="success" toneLabel="Bravo :" dismissLabel="Masquer" onDismiss={() => {}}>
          Merci
        </Notice>
      </LocaleProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^Bravo : Merci$/);
    expect(screen.getByRole('button', { name: 'Masquer' })).toBeInTheDocument();
  });
});
