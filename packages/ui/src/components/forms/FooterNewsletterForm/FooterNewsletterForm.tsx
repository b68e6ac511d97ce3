import { clsx } from 'clsx';
import {
  useId,
  useRef,
  useState,
  type FormEvent,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { sendNowhere } from '../../../forms/formHelpers.ts';
import { useAdoptedValue } from '../../../forms/useAdoptedValues.ts';
import type { FooterNewsletterOutput } from '@ghat/forms';
import { useTimeout } from '../../../time/clock.tsx';
import { useWords } from '../../../i18n/LocaleProvider.tsx';
// The words alone (@ghat/forms/words): the rules' module would bring valibot to every page with a footer.
import { footerNewsletterForm as footerNewsletterFormWords } from '../../../i18n/words/footerNewsletterForm.ts';
import { Button, type ButtonVariant } from '../../../primitives/actions/Button/Button.tsx';
import { IconSvg } from '../../../primitives/brand/Icon/IconSvg.tsx';
import { check } from '../../../primitives/brand/Icon/shapes.ts';
import { FailureNotice } from '../../../forms/FailureNotice.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './FooterNewsletterForm.css.ts';

export interface FooterNewsletterFormProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onSubmit' | 'children'
> {
  /** Sends the address; reject to show the failure message. By default nothing is sent. */
  submit?: (values: FooterNewsletterOutput) => Promise<void>;
  label?: ReactNode;
  submitLabel?: ReactNode;
  /** The button's look: `secondary` stands out on the footer's dark surface. */
  submitVariant?: ButtonVariant;
  /** Shown for `confirmationDuration` after a successful sign-up. */
  confirmation?: ReactNode;
  /** How long the confirmation shows, in milliseconds. */
  confirmationDuration?: number;
  /** Shown when `submit` rejects; what was typed is kept. */
  failureMessage?: ReactNode;
  requiredMarker?: ReactNode;
  /**
   * Where an ordinary form post goes when the page's script has not run (or never will), such
   * as '/api/forms/{form}'. Without it the form still posts to its own page's address.
   */
  action?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The footer's one-field newsletter sign-up. The browser checks the address
 * (a required email input); a sign-up shows 'Subscribed!' for three seconds.
 * For the full sign-up with a name and consent, use NewsletterSignupForm.
 *
 * Plain React state rather than TanStack Form: with no schema to run, the form
 * library would add about 18 KB gzipped to every page this footer is on. Its words are the
 * locale's (LocaleProvider) unless given.
 */
export function FooterNewsletterForm(allProps: FooterNewsletterFormProps) {
  const words = useWords('footerNewsletterForm', footerNewsletterFormWords);
  const {
    submit = sendNowhere,
    action,
    label = words.label,
    submitLabel = words.submitLabel,
    submitVariant,
    confirmation = words.confirmation,
    confirmationDuration = 3000,
    failureMessage = words.failureMessage,
    requiredMarker,
    className,
    ref,
    ...props
  } = allProps;
  const id = useId();
  const [email, setEmail] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  // What the last send rejected with (TryAgainLater says how long to wait), or none.
  const [failure, setFailure] = useState<{ reason: unknown } | null>(null);
  const [sending, setSending] = useState(false);
  // A ref as well as state: a second Enter before the re-render must not send twice.
  const sendingNow = useRef(false);

  useTimeout(() => setConfirmed(false), confirmationDuration, confirmed);

  // Prerendered, the form may hydrate after a visitor has typed: keep what is in the field.
  const emailRef = useRef<HTMLInputElement>(null);
  useAdoptedValue(emailRef, email, setEmail);

  // Only reached once the browser's own check passes (required, type="email").
  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingNow.current) return;
    sendingNow.current = true;
    setSending(true);
    setFailure(null);
    setConfirmed(false);
    try {
      await submit({ email: email.trim() });
      setEmail('');
      setConfirmed(true);
    } catch (reason) {
      setFailure({ reason });
    } finally {
      sendingNow.current = false;
      setSending(false);
    }
  };

  return (
    <div ref={ref} className={clsx(styles.root, className)} {...props}>
      {/* The browser always checks this one: no `novalidate`, before or after the script runs. */}
      <form className={styles.form} method="post" action={action} onSubmit={handleSubmit}>
        <TextField
          ref={emailRef}
          id={`${id}email`}
          className={styles.emailField}
          label={label}
          type="email"
          name="email"
          autoComplete="email"
          required
          requiredMarker={requiredMarker}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" variant={submitVariant} busy={sending}>
          {submitLabel}
        </Button>
      </form>
      {/* Always on the page, so the confirmation is announced when it appears. */}
      <p role="status" className={styles.confirmation}>
        {confirmed ? (
          <>
            <IconSvg name="check" shape={check} />
            {confirmation}
          </>
        ) : null}
      </p>
      {failure ? <FailureNotice failure={failure.reason} failureMessage={failureMessage} /> : null}
    </div>
  );
}
