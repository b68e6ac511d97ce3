import { donorRecognitionPage } from '@ghat/content';
import {
  ButtonLink,
  Container,
  Grid,
  Hero,
  Inline,
  RichText,
  Section,
  Stack,
  Text,
  TierCard,
} from '@ghat/ui';
import { pageText } from '../features/page/pageText.ts';
import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../features/head/seo.ts';

// Parsed once, where the page renders (see pageText.ts).
const text = pageText({ principles: donorRecognitionPage.recognitionPrinciples.body });

const meta = donorRecognitionPage.meta;

function DonorRecognitionPage() {
  const { hero, tiers, recognitionPrinciples, closing } = donorRecognitionPage;
  return (
    <>
      <Hero tone="subtle" title={hero.title} intro={hero.intro} />
      {/* @ghat/content gives the tiers no heading of their own, so they are not a titled Section. */}
      <Container>
        <Grid as="ul" space="lg" columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
          {tiers.map((tier, index) => (
            <TierCard
              key={tier.id}
              id={tier.id}
              name={tier.name}
              threshold={tier.threshold ?? tier.basis}
              description={tier.description}
              headingLevel={2}
              tone={index === 0 ? 'tint' : undefined}
            />
          ))}
        </Grid>
      </Container>
      <Section heading={recognitionPrinciples.heading} width="narrow">
        <Stack space="lg">
          <RichText blocks={text.principles} />
          <Text>{closing.text}</Text>
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
        </Stack>
      </Section>
    </>
  );
}

export const Route = createFileRoute('/donor-recognition')({
  head: () => seo(meta),
  component: DonorRecognitionPage,
});
