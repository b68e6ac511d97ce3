import { governanceOverviewPage } from '@ghat/content';
import { Card, Grid, Hero, Link, RichText, Section, Stack, Text } from '@ghat/ui';
import { createFileRoute } from '@tanstack/react-router';
import { richText } from '../-lib/richText.ts';
import { seo } from '../-lib/seo.ts';

export const Route = createFileRoute('/governance')({
  // The page's words stay in its own chunks: head() reads them from the loader.
  loader: async () => ({
    meta: governanceOverviewPage.meta,
    text: await richText({ overview: governanceOverviewPage.overview }),
  }),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: GovernanceOverviewPage,
});

function GovernanceOverviewPage() {
  const { hero, policyGroups, closing } = governanceOverviewPage;
  const { text } = Route.useLoaderData();
  return (
    <>
      <Hero tone="subtle" title={hero.title} intro={hero.intro} />
      {policyGroups.map((group, index) => (
        <Section
          key={group.id}
          id={group.id}
          heading={group.heading}
          tone={index % 2 === 1 ? 'subtle' : undefined}
        >
          <Stack space="xl">
            {index === 0 ? <RichText blocks={text.overview} /> : null}
            <Grid as="ul" space="lg" columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
              {group.policies.map((policy) => (
                <Card
                  key={policy.href}
                  title={policy.label}
                  href={policy.href}
                  stretchLink
                  headingLevel={3}
                >
                  <Text>{policy.summary}</Text>
                </Card>
              ))}
            </Grid>
          </Stack>
        </Section>
      ))}
      <Section heading={closing.text} tone="subtle" width="narrow">
        <Text>
          <Link href={closing.link.href}>{closing.link.label}</Link>
        </Text>
      </Section>
    </>
  );
}
