import { aboutTheTrustPage } from '@ghat/content';
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
import { pageText } from '../features/page/pageText.ts';
import { createFileRoute } from '@tanstack/react-router';
import { localisedHead, useLocalisedPage } from '../features/page/localisedPage.ts';

function AboutTheTrustPage() {
  const page = useLocalisedPage(aboutTheTrustPage);
  const { hero, origins, structure, charitablePurpose, publicBenefit, approach, constitution } =
    page;
  // Parsed where the page renders (see pageText.ts), in its language.
  const text = pageText({
    origins: origins.body,
    charitablePurpose: charitablePurpose.body,
    publicBenefit: publicBenefit.body,
    approach: approach.body,
  });
  return (
    <>
      <Hero tone="subtle" title={hero.title} intro={hero.intro} />
      <Section id={origins.id} heading={origins.title} width="narrow">
        <RichText blocks={text.origins} />
      </Section>
      <Section heading={structure.heading} intro={structure.intro} tone="subtle">
        <Stack space="xl">
          <Grid as="ul" space="lg" columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
            {structure.roles.map((role) => (
              <Card key={role.title} title={role.title} headingLevel={3}>
                <Text>{role.remit}</Text>
              </Card>
            ))}
          </Grid>
          <Link href={structure.link.href}>{structure.link.label}</Link>
        </Stack>
      </Section>
      {(
        [
          [charitablePurpose, text.charitablePurpose],
          [publicBenefit, text.publicBenefit],
          [approach, text.approach],
        ] as const
      ).map(([section, body]) => (
        <Section key={section.id} id={section.id} heading={section.title} width="narrow">
          <RichText blocks={body} />
        </Section>
      ))}
      <Section heading={constitution.heading} intro={constitution.intro} tone="subtle">
        <Inline space="md">
          <ButtonLink href={constitution.download.href} variant="primary" download>
            {constitution.download.label}
          </ButtonLink>
          <ButtonLink href={constitution.view.href} variant="secondary">
            {constitution.view.label}
          </ButtonLink>
        </Inline>
      </Section>
    </>
  );
}

export const Route = createFileRoute('/about-the-trust')({
  head: localisedHead(aboutTheTrustPage),
  component: AboutTheTrustPage,
});
