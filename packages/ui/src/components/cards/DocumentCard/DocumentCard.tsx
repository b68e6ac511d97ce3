import { formatLongDate } from '@ghat/forms';
import type { HTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { useWords } from '../../../i18n/LocaleProvider.tsx';
import { useFormatter } from '../../../i18n/formatter.ts';
import { documentCard as documentCardWords } from '../../../i18n/words/documentCard.ts';
import { Badge } from '../../content/Badge/Badge.tsx';
import { ButtonLink } from '../../../primitives/actions/Button/Button.tsx';
import { Card, type CardTone } from '../Card/Card.tsx';
import { ChecksumDetails } from '../../../patterns/ChecksumDetails/ChecksumDetails.tsx';
import type { HeadingLevel } from '../../../primitives/type/Heading/Heading.tsx';
import { IconSvg } from '../../../primitives/brand/Icon/IconSvg.tsx';
import { download, eye } from '../../../primitives/brand/Icon/shapes.ts';
import { Tag } from '../../content/Tag/Tag.tsx';
import { Text } from '../../../primitives/type/Text/Text.tsx';
import { VisuallyHidden } from '../../../primitives/type/VisuallyHidden/VisuallyHidden.tsx';
import { cardTagList, wrapAnywhere } from '../../../css/card.css.ts';
import * as styles from './DocumentCard.css.ts';

/** The most tags a card shows. */
export const documentCardMaxTags = 3;
/** How many characters of the checksum a card shows: enough to compare by eye. */
export const checksumShownLength = 16;

/** The tags a card shows: the first three, in the order given. */
export function visibleTags(tags: readonly string[] = []): string[] {
  return tags.slice(0, documentCardMaxTags);
}

/** The start of a checksum, for showing: its first 16 characters, in lower case. */
export function shortChecksum(checksum: string): string {
  return checksum.trim().toLowerCase().slice(0, checksumShownLength);
}

export interface DocumentCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The document's title; it also names the View and Download links. */
  title: string;
  /** The kind of document: 'Constitution', 'Policy Statement'. */
  type: ReactNode;
  description: ReactNode;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  version: ReactNode;
  /** The file's size, written for people: '2.4 MB'. */
  size: ReactNode;
  /** The document's tags; the card shows the first three. */
  tags?: readonly string[];
  /** The SHA-256 checksum in hex; the card shows its first 16 characters. */
  checksum: string;
  /** Where View leads: the document page or the file. */
  viewHref: string;
  /** The file to download. */
  downloadHref: string;
  /** The name the downloaded file is saved under; the address's own name otherwise. */
  downloadFileName?: string;
  /** Called when View is followed (for page-event tracking). */
  onView?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Called when Download is followed (for page-event tracking). */
  onDownload?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** The title's place in the page outline; 3 suits cards under a section's h2. */
  headingLevel?: HeadingLevel;
  tone?: CardTone;
  /** The language the date is written in; the LocaleProvider's locale by default. */
  locale?: string;
  /** The View link's words ('View', or the locale's), followed by the title for screen readers. */
  viewLabel?: string;
  /** The Download link's words ('Download', or the locale's), followed by the title for screen readers. */
  downloadLabel?: string;
  /** The term before the date: 'Published', or the locale's word. */
  publishedLabel?: string;
  /** The term before the version: 'Version', or the locale's word. */
  versionLabel?: string;
  /** The term before the size: 'Size', or the locale's word. */
  sizeLabel?: string;
  /** The term before the checksum: 'SHA-256'. */
  checksumLabel?: string;
  /** Names the list of tags for screen readers: 'Tags', or the locale's word. */
  tagsLabel?: string;
  /** The words of the disclosure that shows the whole checksum. */
  checksumDetailsLabel?: string;
  /**
   * Shown under the whole checksum once the reader opens it (ChecksumVerifier's Copy
   * and Verify, say); rendered only then, so a page can load it on demand.
   */
  checksumActions?: ReactNode;
  /**
   * Shown in place of the card's own checksum disclosure: on a page whose cards are static
   * HTML, an island that renders ChecksumDetails with its actions.
   */
  checksumDetails?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * A document in the publications library: type, title, description,
 * publication details, tags, the start of its SHA-256 checksum, and View and
 * Download links named with the document's title.
 */
export function DocumentCard({
  title,
  type,
  description,
  date,
  version,
  size,
  tags,
  checksum,
  viewHref,
  downloadHref,
  downloadFileName,
  onView,
  onDownload,
  headingLevel = 3,
  locale,
  viewLabel,
  downloadLabel,
  publishedLabel,
  versionLabel,
  sizeLabel,
  checksumLabel,
  tagsLabel,
  checksumDetailsLabel,
  checksumActions,
  checksumDetails,
  ...props
}: DocumentCardProps) {
  const words = useWords('documentCard', documentCardWords);
  const format = useFormatter();
  const shownTags = visibleTags(tags);
  const fullChecksum = checksum.trim().toLowerCase();
  return (
    // ref and tone reach Card with the other props.
    <Card
      as="article"
      title={title}
      headingLevel={headingLevel}
      eyebrow={<Badge tone="brand">{type}</Badge>}
      footer={
        <div className={styles.actions}>
          <ButtonLink
            href={viewHref}
            variant="secondary"
            size="small"
            iconStart={<IconSvg name="eye" shape={eye} />}
            onClick={onView}
          >
            {viewLabel ?? words.view}
            <VisuallyHidden> {title}</VisuallyHidden>
          </ButtonLink>
          <ButtonLink
            href={downloadHref}
            download={downloadFileName ?? true}
            size="small"
            iconStart={<IconSvg name="download" shape={download} />}
            onClick={onDownload}
          >
            {downloadLabel ?? words.download}
            <VisuallyHidden> {title}</VisuallyHidden>
          </ButtonLink>
        </div>
      }
      {...props}
    >
      <Text size="sm" className={wrapAnywhere}>
        {description}
      </Text>
      <dl className={styles.details}>
        <dt className={styles.term}>{publishedLabel ?? words.published}</dt>
        <dd className={styles.value}>
          <time dateTime={date} lang={locale ?? format.locale}>
            {locale === undefined ? format.date(date) : formatLongDate(date, locale)}
          </time>
        </dd>
        <dt className={styles.term}>{versionLabel ?? words.version}</dt>
        <dd className={styles.value}>{version}</dd>
        <dt className={styles.term}>{sizeLabel ?? words.size}</dt>
        <dd className={styles.value}>{size}</dd>
        <dt className={styles.term}>{checksumLabel ?? words.checksum}</dt>
        <dd className={styles.value}>
          {/* The start is shown (hover shows it all); screen readers get the whole checksum once. */}
          <code className={styles.checksum} title={fullChecksum} aria-hidden="true">
            {shortChecksum(fullChecksum)}…
          </code>
          <VisuallyHidden>{fullChecksum}</VisuallyHidden>
        </dd>
      </dl>
      {checksumDetails ?? (
        <ChecksumDetails checksum={fullChecksum} label={checksumDetailsLabel}>
          {checksumActions}
        </ChecksumDetails>
      )}
      {shownTags.length > 0 ? (
        // role="list": Safari drops list semantics once the bullets are removed.
        // eslint-disable-next-line jsx-a11y/no-redundant-roles
        <ul role="list" aria-label={tagsLabel ?? words.tags} className={cardTagList}>
          {shownTags.map((tag) => (
            <li key={tag}>
              <Tag>{tag}</Tag>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
