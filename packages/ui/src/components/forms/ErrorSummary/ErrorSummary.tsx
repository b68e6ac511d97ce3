import { clsx } from 'clsx';
import { useEffect, useRef, type MouseEvent, type ReactNode, type Ref } from 'react';
import { useComposedRefs } from '../../../hooks/useComposedRefs.ts';
import { useWords } from '../../../i18n/LocaleProvider.tsx';
import { errorSummary as errorSummaryWords } from '../../../i18n/words/errorSummary.ts';
import type { HeadingLevel } from '../../../primitives/type/Heading/Heading.tsx';
import { Notice, type NoticeProps } from '../../content/Notice/Notice.tsx';
import * as styles from './ErrorSummary.css.ts';

export interface ErrorSummaryItem {
  /** The id of the field the message is about: the link goes there. */
  fieldId: string;
  /** The same message as the field shows: 'Email is required'. */
  message: ReactNode;
}

export interface ErrorSummaryProps extends Omit<
  NoticeProps,
  'tone' | 'title' | 'live' | 'onDismiss' | 'dismissLabel'
> {
  /** One entry per field in error, in the order of the form. Nothing shows without any. */
  errors: readonly ErrorSummaryItem[];
  /** The heading of the box; the locale's 'There is a problem' when left out. */
  title?: ReactNode;
  /** The heading's level in the page outline. */
  headingLevel?: HeadingLevel;
  /** Text between the heading and the list, if needed. */
  children?: ReactNode;
  /**
   * Move focus to the box when it appears (on by default), so keyboard and
   * screen reader users start from the list of problems. Remount it (a new
   * `key`) to take focus again after another failed submit.
   */
  focusOnShow?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/** Moves focus to the field and brings it, with its label, into view. */
function goToField(fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  const labelled =
    field instanceof HTMLInputElement ||
    field instanceof HTMLTextAreaElement ||
    field instanceof HTMLSelectElement;
  const label = labelled ? field.labels?.[0] : undefined;
  // Centred, so a sticky header cannot cover the field and its label.
  (label ?? field).scrollIntoView?.({ block: 'center' });
  field.focus({ preventScroll: true });
}

/**
 * The list of a form's problems, shown above the form after a submit that
 * failed validation. Each entry links to its field; following it focuses the
 * field. Use it with a FieldError on every field it lists; not for a failure to
 * send (use a Notice).
 */
export function ErrorSummary({
  errors,
  title,
  headingLevel = 2,
  children,
  focusOnShow = true,
  className,
  ref,
  ...props
}: ErrorSummaryProps) {
  const words = useWords('errorSummary', errorSummaryWords);
  const ownRef = useRef<HTMLDivElement | null>(null);
  const setRefs = useComposedRefs(ownRef, ref);
  const shown = errors.length > 0;

  useEffect(() => {
    if (shown && focusOnShow) ownRef.current?.focus();
  }, [shown, focusOnShow]);

  if (!shown) return null;

  const Heading = `h${headingLevel}` as const;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    // Not the browser's jump to the hash: that would not focus every kind of
    // field, would change the address, and under a <base target> could leave the page.
    event.preventDefault();
    goToField(fieldId);
  };

  return (
    <Notice
      ref={setRefs}
      tone="error"
      // Error tone: the message sits in an inner role="alert", announced at once.
      live="assertive"
      tabIndex={-1}
      className={clsx(styles.summary, className)}
      data-error-summary=""
      {...props}
    >
      <Heading className={styles.title}>{title === undefined ? words.title : title}</Heading>
      {children}
      <ul className={styles.list}>
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              target="_self"
              className={styles.link}
              onClick={(event) => handleClick(event, error.fieldId)}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </Notice>
  );
}
