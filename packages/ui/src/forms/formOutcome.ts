// How a composed form shows that it was sent: a choice of component (ConfirmationInPlace or
// StatusAbove), so a form's bundle holds only the one it uses.
import type { ReactNode } from 'react';

export interface OutcomeProps {
  succeeded: boolean;
  /** Back to editing, with neither the success nor the failure shown. */
  resetOutcome: () => void;
  firstFieldId: string;
  successTitle: ReactNode;
  successMessage: ReactNode;
  /** A button under the confirmation that brings back an empty form. */
  sendAnotherLabel?: ReactNode;
  /** The form comes back empty on its own after this many milliseconds. */
  confirmationDuration?: number | undefined;
  /** The form, with its error summary and failure notice. */
  children: ReactNode;
}
