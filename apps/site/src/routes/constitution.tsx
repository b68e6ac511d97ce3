import { constitutionPage, documents, formatLongDate } from '@ghat/content';
import {
  ButtonLink,
  Card,
  Grid,
  Hero,
  Inline,
  Link,
  RichText,
  Section,
  Stack,
  Text,
} from '@ghat/ui';
import { createFileRoute } from '@tanstack/react-router';
import { richText } from '../-lib/richText.ts';
import { seo } from '../-lib/seo.ts';

export const Route = createFileRoute('/constitution')({
  // The page's words stay in its own chunks: head() reads them from the loader.
  loader: async () => ({
    meta: constitutionPage.meta,
    text: await richText({ summary: constitutionPage.summary.body }),
  }),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: ConstitutionPage,
});

function fileName(url: string): string {
  return url.slice(url.lastIndexOf('/') + 1);
}

function ConstitutionPage() {
  const { hero, documentDetails, summary, viewer, versionHistory, related } = constitutionPage;
  const { text } = Route.useLoaderData();
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
            title={viewer.title}
            headingLevel={3}
            footer={
              <ButtonLink
                href={constitution.fileUrl}
                download={fileName(constitution.fileUrl)}
                variant="primary"
              >
                {viewer.downloadLabel}
              </ButtonLink>
            }
          >
            <Text tone="muted">{viewer.placeholder}</Text>
          </Card>
        </Grid>
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
