import type { ReactNode } from 'react';
import { useWords } from '../../i18n/LocaleProvider.tsx';
import { notFound as notFoundWords } from '../../i18n/words/notFound.ts';
import { Link } from '../../primitives/actions/Link/Link.tsx';
import { Notice } from '../../components/content/Notice/Notice.tsx';
import * as styles from './NotFound.css.ts';

export interface NotFoundHelpProps {
  /** Where the contact page is. */
  contactHref: string;
  title?: string;
  /** The sentence before the contact link. */
  text?: ReactNode;
  contactLabel?: string;
}

/** The 404's 'Need Help?' note, linking to the contact page: read in order, not announced. */
export function NotFoundHelp({ contactHref, title, text, contactLabel }: NotFoundHelpProps) {
  const words = useWords('notFound', notFoundWords);
  return (
    <Notice tone="info" live="off" title={title ?? words.helpTitle} className={styles.help}>
      {text === undefined ? words.helpText : text}{' '}
      <Link href={contactHref}>{contactLabel ?? words.contact}</Link>
    </Notice>
  );
}
