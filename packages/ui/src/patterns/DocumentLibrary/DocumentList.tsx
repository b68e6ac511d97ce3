import type { MouseEvent, ReactNode, Ref } from 'react';
import {
  DocumentCard,
  type DocumentCardProps,
} from '../../components/cards/DocumentCard/DocumentCard.tsx';
import { Grid } from '../../primitives/layout/Grid/Grid.tsx';
import type { HeadingLevel } from '../../primitives/type/Heading/Heading.tsx';
import { documentIdAttribute } from './DocumentLibrarySearch.tsx';
import type { FilterableDocument } from './filterDocuments.ts';

/** A document in the library: what the filters search, plus what its card shows. */
export interface LibraryDocument
  extends
    FilterableDocument,
    Pick<
      DocumentCardProps,
      'version' | 'size' | 'checksum' | 'viewHref' | 'downloadHref' | 'downloadFileName'
    > {}

/** The card settings a library passes to each of its cards (labels in other languages, say). */
export type DocumentLibraryCardProps = Pick<
  DocumentCardProps,
  | 'tone'
  | 'locale'
  | 'viewLabel'
  | 'downloadLabel'
  | 'publishedLabel'
  | 'versionLabel'
  | 'sizeLabel'
  | 'checksumLabel'
  | 'tagsLabel'
  | 'checksumDetailsLabel'
>;

export interface DocumentListProps {
  /** The documents to show, in order. */
  documents: readonly LibraryDocument[];
  /** Called when a document's View link is followed (for page-event tracking). */
  onView?: (document: LibraryDocument, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Called when a document's Download link is followed (for page-event tracking). */
  onDownload?: (document: LibraryDocument, event: MouseEvent<HTMLAnchorElement>) => void;
  /**
   * What each card shows under its whole checksum once opened (ChecksumVerifier for the
   * document, say); what it returns is only mounted once that card's checksum is opened.
   */
  renderChecksumActions?: (document: LibraryDocument) => ReactNode;
  /**
   * What each card shows in place of its own checksum disclosure: on a page whose list is
   * static HTML, an island that renders ChecksumDetails with the actions.
   */
  renderChecksumDetails?: (document: LibraryDocument) => ReactNode;
  /** The card titles' place in the page outline; 3 suits a library under a section's h2. */
  headingLevel?: HeadingLevel;
  /** Passed to every card: its labels and date language for pages in other languages. */
  cardProps?: DocumentLibraryCardProps;
  /** For DocumentLibrarySearch's `listId`, on a page where the list is static HTML. */
  id?: string;
  ref?: Ref<HTMLElement>;
}

/** The documents as cards, in a list that fits as many columns as the space allows. */
export function DocumentList({
  documents,
  onView,
  onDownload,
  renderChecksumActions,
  renderChecksumDetails,
  headingLevel = 3,
  cardProps,
  id,
  ref,
}: DocumentListProps) {
  return (
    <Grid as="ul" space="lg" minItemWidth="medium" id={id} ref={ref}>
      {documents.map((document) => (
        <DocumentCard
          key={document.id}
          {...cardProps}
          {...{ [documentIdAttribute]: document.id }}
          headingLevel={headingLevel}
          title={document.title}
          type={document.type}
          description={document.description}
          date={document.date}
          version={document.version}
          size={document.size}
          tags={document.tags}
          checksum={document.checksum}
          viewHref={document.viewHref}
          downloadHref={document.downloadHref}
          downloadFileName={document.downloadFileName}
          onView={onView && ((event) => onView(document, event))}
          onDownload={onDownload && ((event) => onDownload(document, event))}
          checksumActions={renderChecksumActions?.(document)}
          checksumDetails={renderChecksumDetails?.(document)}
        />
      ))}
    </Grid>
  );
}
