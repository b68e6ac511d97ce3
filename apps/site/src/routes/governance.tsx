import { governanceOverviewPage } from '@ghat/content';
import { Card, Grid, Hero, Link, RichText, Section, Stack, Text } from '@ghat/ui';
import { pageText } from '../features/page/pageText.ts';
import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../features/head/seo.ts';

// Parsed once, where the page renders (see pageText.ts).
const text = pageText({ overview: governanceOverviewPage.overview });

const meta = governanceOverviewPage.meta;

function GovernanceOverviewPage() {
  const { hero, policyGroups, closing } = governanceOverviewPage;
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

export const Route = createFileRoute('/governance')({
  head: () => seo(meta),
  component: GovernanceOverviewPage,
});
