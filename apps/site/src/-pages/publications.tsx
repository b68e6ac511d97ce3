import {
  constitutionViewHref,
  documentChecksumDetailsLabel,
  documentDownloadName,
  documents,
  formatFileSize,
  publicationsPage,
} from '@ghat/content';
import {
  DocumentLibrary,
  Hero,
  Link,
  RichText,
  Section,
  Stack,
  Text,
  type LibraryDocument,
} from '@ghat/ui';
import { DocumentChecksumActions } from '../-lib/documentChecksum.tsx';
import { track } from '../-lib/tracker.ts';
import { pageText } from '../-lib/pageText.ts';

// Parsed once, where the page renders (see pageText.ts).
const text = pageText({
  integrityVerification: publicationsPage.integrityVerification.body,
  authoritativeVersion: publicationsPage.authoritativeVersion.body,
});

/** The constitution has a page of its own; every other document's View opens its file. */
const libraryDocuments: LibraryDocument[] = documents.map((document) => ({
  id: document.id,
  title: document.title,
  description: document.description,
  type: document.type,
  date: document.date,
  tags: document.tags,
  version: document.version,
  size: formatFileSize(document.size),
  checksum: document.checksum,
  viewHref: document.id === 'trust-constitution' ? constitutionViewHref : document.fileUrl,
  downloadHref: document.fileUrl,
  downloadFileName: documentDownloadName(document),
}));

/** View is reported here; Download (a link with `download`) by the site's click tracking. */
function trackView(document: LibraryDocument) {
  track('document_view', { document: document.id, href: document.viewHref });
}

function checksumActions(document: LibraryDocument) {
  return <DocumentChecksumActions checksum={document.checksum} fileUrl={document.downloadHref} />;
}

const cardProps = { checksumDetailsLabel: documentChecksumDetailsLabel };

/** The page's head, read by its route's loader. */
export const meta = publicationsPage.meta;

export default function PublicationsPage() {
  const { hero, library, integrityVerification, authoritativeVersion, contactNote } =
    publicationsPage;
  return (
    <>
      <Hero tone="subtle" title={hero.title} intro={hero.intro} />
      <Section heading={library.heading} intro={library.intro}>
        <DocumentLibrary
          documents={libraryDocuments}
          headingLevel={3}
          cardProps={cardProps}
          onView={trackView}
          renderChecksumActions={checksumActions}
        />
      </Section>
      <Section heading={integrityVerification.heading} tone="subtle" width="narrow">
        <RichText blocks={text.integrityVerification} />
      </Section>
      <Section heading={authoritativeVersion.heading} width="narrow">
        <Stack space="lg">
          <RichText blocks={text.authoritativeVersion} />
          <Text>
            {contactNote.text} <Link href={contactNote.link.href}>{contactNote.link.label}</Link>
          </Text>
        </Stack>
      </Section>
    </>
  );
}
