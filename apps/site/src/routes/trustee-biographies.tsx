import { trusteesPage } from '@ghat/content';
import { Container, Grid, Hero, Notice, Stack, Text, TrusteeCard } from '@ghat/ui';
import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../features/head/seo.ts';

const meta = trusteesPage.meta;

function TrusteeBiographiesPage() {
  const { hero, placeholderNote, signatoryStatement, trustees } = trusteesPage;
  const placeholders = trustees.some((trustee) => !trustee.nameConfirmed);
  return (
    <>
      <Hero tone="subtle" title={hero.title} intro={hero.intro} />
      {/* @ghat/content gives the list no heading of its own, so it is not a titled Section. */}
      <Container>
        <Stack space="xl">
          <Text measure>{signatoryStatement}</Text>
          {placeholders ? <Notice live="off">{placeholderNote}</Notice> : null}
          <Grid as="ul" space="lg" columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
            {trustees.map((trustee) => (
              <TrusteeCard
                key={trustee.role}
                name={trustee.name}
                jobTitle={trustee.role}
                bio={trustee.bio}
                quote={trustee.quote}
                photo={trustee.photo}
                headingLevel={2}
              />
            ))}
          </Grid>
        </Stack>
      </Container>
    </>
  );
}

export const Route = createFileRoute('/trustee-biographies')({
  head: () => seo(meta),
  component: TrusteeBiographiesPage,
});
