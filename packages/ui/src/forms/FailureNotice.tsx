// The notice a form shows when its `submit` rejects: its own failure message, or, when the
// service asked to wait (TryAgainLater), how long, in words. What was typed stays either way.
import type { ReactNode } from 'react';
import { Notice } from '../components/content/Notice/Notice.tsx';
import { useMessageFormat } from '../i18n/messageFormat.ts';
import { useLocale, useWords } from '../i18n/LocaleProvider.tsx';
import { tryAgainLater as tryAgainLaterWords } from '../i18n/words/tryAgainLater.ts';
import { TryAgainLater, waitInWords } from './tryAgainLater.ts';

export interface FailureNoticeProps {
  /** What `submit` rejected with. */
  failure: unknown;
  /** The form's message for any other failure. */
  failureMessage: ReactNode;
}

export function FailureNotice({ failure, failureMessage }: FailureNoticeProps) {
  const words = useWords('tryAgainLater', tryAgainLaterWords);
  const { code } = useLocale();
  const format = useMessageFormat();
  return (
    <Notice tone="error">
      {failure instanceof TryAgainLater
        ? format(words.message, { wait: waitInWords(code, failure.seconds) })
        : failureMessage}
    </Notice>
  );
}
