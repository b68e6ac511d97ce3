import {
  constitutionPage,
  documentChecksumDetailsLabel,
  documentDownloadName,
  documents,
  formatFileSize,
  formatLongDate,
} from '@ghat/content';
import {
  ButtonLink,
  Card,
  ContentsList,
  Grid,
  Hero,
  Icon,
  Inline,
  Link,
  RichText,
  richTextHeadings,
  Section,
  Stack,
  Text,
} from '@ghat/ui';
import { Island } from '../features/islands/Island.tsx';
import { constitutionFullText } from '@ghat/content/pages/constitutionFullText';
import { pageText } from '../features/page/pageText.ts';
import { useSiteLocale } from '../features/page/siteLocale.ts';
import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../features/head/seo.ts';

// Parsed once, where the page renders (see pageText.ts).
const text = pageText({
  summary: constitutionPage.summary.body,
  fullText: constitutionFullText.body,
});
const printed = { subtitle: constitutionFullText.subtitle, note: constitutionFullText.note };
// Its sections, for the contents list: the ids RichText's anchorHeadings gives them.
const fullTextHeadings = richTextHeadings(text.fullText);

const meta = constitutionPage.meta;

function ConstitutionPage() {
  const locale = useSiteLocale();
  const { hero, documentDetails, summary, signedCopy, fullText, versionHistory, related } =
    constitutionPage;
  const constitution = documents.find((document) => document.id === 'trust-constitution');
  if (!constitution) throw new Error('The trust constitution is missing from @ghat/content');
  const details = [
    documentDetails.status,
    {
      label: documentDetails.effectiveDate.label,
      value: formatLongDate(documentDetails.effectiveDate.value),
    },
    documentDetails.version,
    documentDetails.language,
    { label: documentDetails.checksumLabel, value: constitution.checksum },
  ];
  return (
    <>
      <Hero tone="subtle" title={hero.title} intro={hero.intro} />
      <Section heading={summary.heading}>
        <Grid space="xl" columns={{ mobile: 1, desktop: 2 }}>
          <Stack space="lg">
            <RichText blocks={text.summary} />
            <Stack as="ul" space="xs">
              {details.map((detail) => (
                <Text key={detail.label}>
                  <Text as="strong">{detail.label}</Text> {detail.value}
                </Text>
              ))}
            </Stack>
          </Stack>
          <Card
            tone="subtle"
            title={signedCopy.title}
            headingLevel={3}
            footer={
              <ButtonLink
                href={constitution.fileUrl}
                download={documentDownloadName(constitution)}
                variant="primary"
                iconStart={<Icon name="download" />}
              >
                {signedCopy.downloadLabel} ({signedCopy.formatLabel},{' '}
                {formatFileSize(constitution.size)})
              </ButtonLink>
            }
          >
            <Stack space="md">
              <Text>{signedCopy.description}</Text>
              <Island
                name="document-checksum"
                props={{
                  checksum: constitution.checksum,
                  fileUrl: constitution.fileUrl,
                  // On a translated page, in the visitor's language as the library's are.
                  label: locale === 'en' ? documentChecksumDetailsLabel : undefined,
                }}
              />
            </Stack>
          </Card>
        </Grid>
      </Section>
      <Section heading={fullText.heading} width="narrow">
        <Stack space="lg">
          <Text tone="muted">{fullText.intro}</Text>
          <Text>
            <Text as="strong">{printed.subtitle}</Text>
          </Text>
          {printed.note ? <Text>{printed.note}</Text> : null}
          <ContentsList
            label={fullText.contentsLabel}
            headingLevel={3}
            entries={fullTextHeadings.map((heading) => ({ id: heading.id, label: heading.text }))}
          />
          <RichText blocks={text.fullText} anchorHeadings />
        </Stack>
      </Section>
      <Section heading={versionHistory.heading} tone="subtle" width="narrow">
        <Stack as="ol" space="md">
          {versionHistory.versions.map((version) => (
            <Card
              key={version.version}
              title={version.version}
              eyebrow={formatLongDate(version.date)}
              headingLevel={3}
            >
              <Text>{version.description}</Text>
            </Card>
          ))}
        </Stack>
      </Section>
      <Section heading={related.heading} width="narrow">
        <Inline space="lg">
          {related.links.map((link) => (
            <Link key={link.href} href={link.href}>
              {link.label}
            </Link>
          ))}
        </Inline>
      </Section>
    </>
  );
}

export const Route = createFileRoute('/constitution')({
  head: () => seo(meta),
  component: ConstitutionPage,
});
