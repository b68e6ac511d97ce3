// A sent form's thank-you in a status line above the form, which stays (emptied).
import { Notice } from '../components/content/Notice/Notice.tsx';
import type { OutcomeProps } from './formOutcome.ts';

export function StatusAbove({ succeeded, successTitle, successMessage, children }: OutcomeProps) {
  return (
    <>
      {/* Always on the page, so the thank-you is announced when it appears in it. */}
      <div role="status">
        {succeeded ? (
          <Notice tone="success" live="off" title={successTitle}>
            {successMessage}
          </Notice>
        ) : null}
      </div>
      {children}
    </>
  );
}
