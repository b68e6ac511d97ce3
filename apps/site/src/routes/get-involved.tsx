import { getInvolvedPage } from '@ghat/content';
import { ButtonLink, Card, Grid, Hero, Icon, Inline, Section, Stack, Text } from '@ghat/ui';
import { Island } from '../features/islands/Island.tsx';
import { iconName } from '../features/page/icon.ts';
import { ActionCards } from '../features/page/ActionCards.tsx';
import { createFileRoute } from '@tanstack/react-router';
import { localisedHead, useLocalisedPage } from '../features/page/localisedPage.ts';

function GetInvolvedPage() {
  const { hero, cards, professionalPartnerships, newsletter, closing } =
    useLocalisedPage(getInvolvedPage);
  return (
    <>
      <Hero tone="brand" title={hero.title} intro={hero.intro} />
      <ActionCards cards={cards} />
      <Section heading={professionalPartnerships.heading} intro={professionalPartnerships.intro}>
        <Grid as="ul" space="lg" columns={{ mobile: 1, tablet: 2 }}>
          {professionalPartnerships.blocks.map((block) => (
            <Card
              key={block.id}
              id={block.id}
              title={block.title}
              eyebrow={<Icon name={iconName(block.icon)} size="lg" />}
              headingLevel={3}
            >
              <Stack space="md">
                <Text>{block.description}</Text>
                <Stack as="ul" space="xs">
                  {block.areas.map((area) => (
                    <Text key={area}>{area}</Text>
                  ))}
                </Stack>
              </Stack>
            </Card>
          ))}
        </Grid>
      </Section>
      <Section
        id={newsletter.id}
        heading={newsletter.heading}
        intro={newsletter.intro}
        tone="subtle"
        width="narrow"
      >
        <Island
          name="newsletter-signup-form"
          props={{ ...newsletter.form, headingLevel: 3 }}
          hydrate="visible"
        />
      </Section>
      <Section heading={closing.heading} intro={closing.text}>
        <Inline space="md">
          {closing.links.map((link, index) => (
            <ButtonLink
              key={link.href}
              href={link.href}
              variant={index === 0 ? 'primary' : 'secondary'}
            >
              {link.label}
            </ButtonLink>
          ))}
        </Inline>
      </Section>
    </>
  );
}

export const Route = createFileRoute('/get-involved')({
  head: localisedHead(getInvolvedPage),
  component: GetInvolvedPage,
});
