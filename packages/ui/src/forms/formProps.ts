// The props every composed form takes besides its own words (ContactForm, EnquiryForm,
// NewsletterSignupForm).
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import type { HeadingLevel } from '../primitives/type/Heading/Heading.tsx';

export interface FormProps<TOutput, TMessages> extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onSubmit' | 'children'
> {
  /** Sends what was entered (trimmed); reject to show the failure message. By default nothing is sent. */
  submit?: (values: TOutput) => Promise<void>;
  submitLabel?: ReactNode;
  /** Shown when `submit` rejects; what was typed is kept. */
  failureMessage?: ReactNode;
  /** Validation messages, for pages in other languages. */
  messages?: Partial<TMessages>;
  errorSummaryTitle?: ReactNode;
  /** The level of the error summary's heading. */
  headingLevel?: HeadingLevel;
  requiredMarker?: ReactNode;
  /**
   * Where an ordinary form post goes when the page's script has not run (or never will), such
   * as '/api/forms/{form}'. Without it the form still posts to its own page's address.
   */
  action?: string;
  ref?: Ref<HTMLDivElement>;
}
