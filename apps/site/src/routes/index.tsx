import { homePage, pillarHref } from '@ghat/content';
import { markImage, organisationJsonLd } from '@ghat/content';
import {
  ButtonLink,
  CaptionedImage,
  Grid,
  Hero,
  ImpactStatement,
  Inline,
  PillarCard,
  RichText,
  Section,
  Stack,
  ValueCard,
} from '@ghat/ui';
import { iconName } from '../features/page/icon.ts';
import { localisedHead, useLocalisedPage } from '../features/page/localisedPage.ts';
import { pageText } from '../features/page/pageText.ts';
import { createFileRoute } from '@tanstack/react-router';
import { baseUrl, jsonLd } from '../features/head/seo.ts';

/** The statement with its figure stressed: 'Over <strong>1 million</strong> people supported'. */
function withFigure(text: string, figure: string) {
  const at = text.indexOf(figure);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <strong>{figure}</strong>
      {text.slice(at + figure.length)}
    </>
  );
}

function HomePage() {
  const { hero, impact, whyItMatters, vision, whatWeFund } = useLocalisedPage(homePage);
  // Parsed where the page renders (see pageText.ts), in its language.
  const text = pageText({ story: whyItMatters.story });
  return (
    <>
      <Hero
        tone="brand"
        title={hero.title}
        intro={hero.intro}
        image={hero.image}
        actions={hero.actions.map((action) => (
          <ButtonLink key={action.href} href={action.href} variant="secondary" data-cta="hero">
            {action.label}
          </ButtonLink>
        ))}
      />
      <Section heading={impact.heading} intro={impact.intro}>
        <Grid as="ul" space="lg" columns={{ mobile: 1, tablet: 2, desktop: 4 }}>
          {impact.statements.map((statement) => (
            <ImpactStatement key={statement.text} icon={iconName(statement.icon)} layout="stacked">
              {withFigure(statement.text, statement.figure)}
            </ImpactStatement>
          ))}
        </Grid>
      </Section>
      <Section heading={whyItMatters.heading} intro={whyItMatters.intro} tone="subtle">
        <Stack space="xl">
          <RichText blocks={text.story} />
          <Grid space="lg" columns={{ mobile: 1, tablet: 3 }}>
            {whyItMatters.images.map((image) => (
              <CaptionedImage
                key={image.src}
                src={image.src}
                alt={image.alt}
                caption={image.caption}
                width={image.width}
                height={image.height}
              />
            ))}
          </Grid>
        </Stack>
      </Section>
      <Section heading={vision.heading} intro={vision.intro}>
        <Grid as="ul" space="lg" columns={{ mobile: 1, tablet: 3 }}>
          {vision.values.map((value) => (
            <ValueCard
              key={value.label}
              number={value.number}
              label={value.label}
              description={value.description}
              headingLevel={3}
            />
          ))}
        </Grid>
      </Section>
      <Section heading={whatWeFund.heading} intro={whatWeFund.intro} tone="subtle">
        <Stack space="xl">
          <Grid as="ul" space="lg" columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
            {whatWeFund.pillars.map((pillar) => (
              <PillarCard
                key={pillar.id}
                icon={iconName(pillar.icon)}
                title={pillar.title}
                description={pillar.description}
                outcomes={pillar.outcomes}
                image={pillar.image}
                href={pillarHref(pillar)}
                headingLevel={3}
              />
            ))}
          </Grid>
          <Inline space="md">
            <ButtonLink href={whatWeFund.link.href} variant="primary">
              {whatWeFund.link.label}
            </ButtonLink>
          </Inline>
        </Stack>
      </Section>
    </>
  );
}

export const Route = createFileRoute('/')({
  head: (context) => ({
    ...localisedHead(homePage)(context),
    scripts: [jsonLd(organisationJsonLd(baseUrl(), markImage.src))],
  }),
  component: HomePage,
});
