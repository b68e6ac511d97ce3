import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { LocaleProvider } from '../../../i18n/LocaleProvider.tsx';
import { ar } from '../../../i18n/locales/ar.ts';
import { fr } from '../../../i18n/locales/fr.ts';
import { uk } from '../../../i18n/locales/uk.ts';
import { ClockProvider, createManualClock } from '../../../time/clock.tsx';
import { TryAgainLater } from '../../../forms/tryAgainLater.ts';
import { FooterNewsletterForm } from './FooterNewsletterForm.tsx';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function renderForm(props: Parameters<typeof FooterNewsletterForm>[0] = {}) {
  const clock = createManualClock();
  const view = render(
    <ClockProvider clock={clock}>
      <FooterNewsletterForm {...props} />
    </ClockProvider>,
  );
  return { clock, ...view };
}

describe('FooterNewsletterForm', () => {
  it('leaves the check to the browser: a required email input in a form that validates', () => {
    const { container } = renderForm();
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('autocomplete', 'email');
    const form = container.querySelector('form') as HTMLFormElement;
    expect(form).not.toHaveAttribute('novalidate');
    expect(form.checkValidity()).toBe(false);
  });

  it("sends the trimmed address, shows 'Subscribed!' for 3000 ms, then reverts", async () => {
    const submit = vi.fn(() => Promise.resolve());
    const { clock } = renderForm({ submit });
    const input = screen.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'priya@example.org{enter}');
    expect(submit).toHaveBeenCalledExactlyOnceWith({ email: 'priya@example.org' });
    expect(await screen.findByRole('status')).toHaveTextContent('Subscribed!');
    expect(input).toHaveValue('');
    act(() => clock.advance(2999));
    expect(screen.getByRole('status')).toHaveTextContent('Subscribed!');
    act(() => clock.advance(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('takes a translated confirmation and another duration', async () => {
    const { clock } = renderForm({ confirmation: 'Abonné !', confirmationDuration: 500 });
    await userEvent.type(screen.getByRole('textbox'), 'priya@example.org{enter}');
    expect(await screen.findByText('Abonné !')).toBeVisible();
    act(() => clock.advance(500));
    expect(screen.queryByText('Abonné !')).toBeNull();
  });

  it('is busy while sending and does not send twice', async () => {
    const sending = deferred();
    const submit = vi.fn(() => sending.promise);
    renderForm({ submit });
    await userEvent.type(screen.getByRole('textbox'), 'priya@example.org{enter}');
    const button = screen.getByRole('button', { name: 'Subscribe' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await userEvent.type(screen.getByRole('textbox'), '{enter}');
    // A submit that does not come through the button at all; then let any second send get under way.
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    await act(() => new Promise((settle) => setTimeout(settle)));
    expect(submit).toHaveBeenCalledOnce();
    await act(async () => sending.resolve());
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('says so when sending fails, and keeps the address', async () => {
    const submit = vi.fn(() => Promise.reject(new Error('offline')));
    renderForm({ submit });
    await userEvent.type(screen.getByRole('textbox'), 'priya@example.org{enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, we could not subscribe you. Please try again.',
    );
    expect(screen.getByRole('textbox')).toHaveValue('priya@example.org');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says how long to wait, in words, when the service asks to wait, and keeps the address', async () => {
    const submit = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new TryAgainLater(45))
      .mockRejectedValueOnce(new TryAgainLater(90));
    renderForm({ submit });
    await userEvent.type(screen.getByRole('textbox'), 'priya@example.org{enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, too many forms have been sent from your connection. Please wait 45 seconds, then try again. Everything you typed is still here.',
    );
    expect(screen.getByRole('textbox')).toHaveValue('priya@example.org');
    // Over a minute: whole minutes, rounded up.
    await userEvent.type(screen.getByRole('textbox'), '{enter}');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Please wait 2 minutes,'),
    );
  });
});

describe('FooterNewsletterForm, prerendered and hydrated later', () => {
  it('keeps and sends an address typed before it hydrated', async () => {
    const submit = vi.fn(() => Promise.resolve());
    const container = document.createElement('div');
    container.innerHTML = renderToString(<FooterNewsletterForm submit={submit} />);
    document.body.append(container);
    onTestFinished(() => container.remove());
    (container.querySelector('input[name="email"]') as HTMLInputElement).value =
      'early@example.org';
    await act(async () => {
      hydrateRoot(container, <FooterNewsletterForm submit={submit} />);
    });
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue('early@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(submit).toHaveBeenCalledWith({ email: 'early@example.org' });
  });
});

describe('FooterNewsletterForm in another language', () => {
  it('in French, labels, confirms and fails in French', async () => {
    const clock = createManualClock();
    const submit = vi
      .fn<() => Promise<void>>()
      .mockResolvedValueOnce()
      .mockRejectedValueOnce(new Error('offline'));
    render(
      <LocaleProvider locale={fr}>
        <ClockProvider clock={clock}>
          <FooterNewsletterForm submit={submit} />
        </ClockProvider>
      </LocaleProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Adresse e-mail' });
    await userEvent.type(input, 'priya@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'S’abonner' }));
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status.textContent).toBe('Abonnement enregistré\u202f!'));
    await userEvent.type(input, 'priya@example.org{enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nous sommes désolés, votre abonnement n’a pas pu être enregistré. Veuillez réessayer.',
    );
  });

  it('in French and Arabic, says how long to wait in the language, through Intl', async () => {
    for (const [locale, wait] of [
      [fr, 'Veuillez patienter 30 secondes, puis réessayer.'],
      [
        ar,
        `مدة الانتظار: ${new Intl.NumberFormat('ar', { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(30)}.`,
      ],
    ] as const) {
      const view = render(
        <LocaleProvider locale={locale}>
          <FooterNewsletterForm submit={() => Promise.reject(new TryAgainLater(30))} />
        </LocaleProvider>,
      );
      await userEvent.type(screen.getByRole('textbox'), 'priya@example.org{enter}');
      expect(await screen.findByRole('alert')).toHaveTextContent(wait);
      expect(screen.getByRole('textbox')).toHaveValue('priya@example.org');
      view.unmount();
    }
  });

  it('still takes a word given as a prop over the locale’s', () => {
    render(
      <LocaleProvider locale={uk}>
        <FooterNewsletterForm label="Ваш email" />
      </LocaleProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Ваш email' })).toBeRequired();
    expect(screen.getByRole('button', { name: 'Підписатися' })).toBeVisible();
  });
});
