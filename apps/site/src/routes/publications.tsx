import {
  constitutionViewHref,
  documentChecksumDetailsLabel,
  documentDownloadName,
  formatFileSize,
  publicationsPage,
} from '@ghat/content';
import {
  DocumentList,
  Hero,
  Link,
  RichText,
  Section,
  Stack,
  Text,
  type LibraryDocument,
} from '@ghat/ui';
import { Island } from '../features/islands/Island.tsx';
import { pageText } from '../features/page/pageText.ts';
import { createFileRoute } from '@tanstack/react-router';
import { localisedHead, useLocalisedPage } from '../features/page/localisedPage.ts';
import { documentsIn, type SiteLocaleCode } from '@ghat/content/i18n';
import { useSiteLocale } from '../features/page/siteLocale.ts';

/**
 * The documents in the page's language (their files stay English). The constitution has a
 * page of its own; every other document's View opens its file.
 */
const libraryDocuments = (locale: SiteLocaleCode): LibraryDocument[] =>
  documentsIn(locale).map((document) => ({
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

/** The id of the list of cards the library's filters hide and show. */
const listId = 'publications-documents';

/** What the filters island needs of each document: what it searches, and the View link. */
const searchedDocuments = (documents: readonly LibraryDocument[]) =>
  documents.map(({ id, title, description, type, date, tags, viewHref }) => ({
    id,
    title,
    description,
    type,
    date,
    tags,
    viewHref,
  }));

function PublicationsPage() {
  const locale = useSiteLocale();
  const { hero, library, integrityVerification, authoritativeVersion, contactNote } =
    useLocalisedPage(publicationsPage);
  const documents = libraryDocuments(locale);
  // Parsed where the page renders (see pageText.ts), in its language.
  const text = pageText({
    integrityVerification: integrityVerification.body,
    authoritativeVersion: authoritativeVersion.body,
  });
  return (
    <>
      <Hero tone="subtle" title={hero.title} intro={hero.intro} />
      <Section heading={library.heading} intro={library.intro}>
        {/* The search and filters are an island; the cards are static HTML they hide and
            show, each card's checksum Copy and Verify an island of its own. Those start as
            they near the viewport: on a phone the first card's is two screens down, and its
            disclosure opens and shows the checksum without script meanwhile. */}
        <Stack space="lg">
          <Island
            name="document-library"
            props={{ documents: searchedDocuments(documents), listId }}
          />
          <DocumentList
            id={listId}
            documents={documents}
            headingLevel={3}
            renderChecksumDetails={(document) => (
              <Island
                name="document-checksum"
                hydrate="visible"
                props={{
                  checksum: document.checksum,
                  fileUrl: document.downloadHref,
                  // @ghat/content's words in English; @ghat/ui's own in a translated page's language.
                  label: locale === 'en' ? documentChecksumDetailsLabel : undefined,
                }}
              />
            )}
          />
        </Stack>
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

export const Route = createFileRoute('/publications')({
  head: localisedHead(publicationsPage),
  component: PublicationsPage,
});
