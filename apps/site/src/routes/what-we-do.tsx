import { whatWeDoPage } from '@ghat/content';
import {
  ButtonLink,
  Grid,
  Heading,
  Hero,
  Inline,
  RichText,
  PillarCard,
  ProgrammeArea,
  Section,
  Stack,
} from '@ghat/ui';
import { iconName } from '../features/page/icon.ts';
import { pageTextList } from '../features/page/pageText.ts';
import { createFileRoute } from '@tanstack/react-router';
import { localisedHead, useLocalisedPage } from '../features/page/localisedPage.ts';

function WhatWeDoPage() {
  const { hero, pillars, programmes, grantMaking } = useLocalisedPage(whatWeDoPage);
  // Parsed where the page renders (see pageText.ts), in its language.
  const sectionText = pageTextList(grantMaking.sections.map((section) => section.body));
  return (
    <>
      <Hero tone="brand" title={hero.title} intro={hero.intro} />
      <Section heading={pillars.heading} intro={pillars.intro}>
        <Grid as="ul" space="lg" columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
          {pillars.items.map((pillar) => (
            // The id is the anchor of the home page's links (/what-we-do#healthcare-access).
            <PillarCard
              key={pillar.id}
              id={pillar.id}
              icon={iconName(pillar.icon)}
              title={pillar.title}
              description={pillar.description}
              outcomes={pillar.outcomes}
              image={pillar.image}
              headingLevel={3}
            />
          ))}
        </Grid>
      </Section>
      <Section heading={programmes.heading} intro={programmes.intro} tone="subtle">
        <Stack space="xxl">
          {programmes.areas.map((area) => (
            <ProgrammeArea
              key={area.number}
              number={area.number}
              title={area.title}
              description={area.description}
              outcomes={area.outcomes}
              image={area.image}
              headingLevel={3}
            />
          ))}
        </Stack>
      </Section>
      <Section heading={grantMaking.heading} intro={grantMaking.intro} width="narrow">
        <Stack space="xl">
          {grantMaking.sections.map((section, index) => (
            <Stack
              key={section.id}
              as="section"
              space="md"
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
            >
              <Heading level={3} id={`${section.id}-heading`}>
                {section.title}
              </Heading>
              <RichText blocks={sectionText[index] ?? []} />
            </Stack>
          ))}
          <Inline space="md">
            <ButtonLink href={grantMaking.action.href} variant="primary">
              {grantMaking.action.label}
            </ButtonLink>
          </Inline>
        </Stack>
      </Section>
    </>
  );
}

export const Route = createFileRoute('/what-we-do')({
  head: localisedHead(whatWeDoPage),
  component: WhatWeDoPage,
});
