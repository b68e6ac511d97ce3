// A sent form's confirmation in the form's place: it takes focus, and when the form comes
// back (by a button, or on its own after a while) focus goes to the first field.
import { useEffect, useRef } from 'react';
import { Button } from '../primitives/actions/Button/Button.tsx';
import { Notice } from '../components/content/Notice/Notice.tsx';
import { useTimeout } from '../time/clock.tsx';
import * as styles from './formFrame.css.ts';
import type { OutcomeProps } from './formOutcome.ts';

export function ConfirmationInPlace({
  succeeded,
  resetOutcome,
  firstFieldId,
  successTitle,
  successMessage,
  sendAnotherLabel,
  confirmationDuration,
  children,
}: OutcomeProps) {
  const confirmationRef = useRef<HTMLDivElement>(null);
  const focusFirstField = useRef(false);

  const backToForm = (focus: boolean) => {
    focusFirstField.current = focus;
    resetOutcome();
  };

  useTimeout(
    () => {
      // Focus was on the confirmation, which is going: take it to the fresh form.
      const active = document.activeElement;
      backToForm(
        active === null || active === document.body || !!confirmationRef.current?.contains(active),
      );
    },
    confirmationDuration ?? 0,
    succeeded && confirmationDuration !== undefined,
  );

  useEffect(() => {
    if (succeeded) {
      confirmationRef.current?.focus();
    } else if (focusFirstField.current) {
      focusFirstField.current = false;
      document.getElementById(firstFieldId)?.focus();
    }
  }, [succeeded, firstFieldId]);

  if (!succeeded) return children;
  const confirmation = (
    <Notice
      ref={confirmationRef}
      tabIndex={-1}
      className={styles.confirmation}
      tone="success"
      title={successTitle}
    >
      {successMessage}
    </Notice>
  );
  return sendAnotherLabel === undefined ? (
    confirmation
  ) : (
    <div className={styles.sent}>
      {confirmation}
      <Button variant="secondary" onClick={() => backToForm(true)}>
        {sendAnotherLabel}
      </Button>
    </div>
  );
}
