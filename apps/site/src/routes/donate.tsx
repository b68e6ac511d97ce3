import { donatePage } from '@ghat/content';
import { ButtonLink, Hero, RichText, Notice, Section, Stack } from '@ghat/ui';
import { Island } from '../features/islands/Island.tsx';
import { ActionCards } from '../features/page/ActionCards.tsx';
import { pageText } from '../features/page/pageText.ts';
import { createFileRoute } from '@tanstack/react-router';
import { localisedHead, useLocalisedPage } from '../features/page/localisedPage.ts';

function DonatePage() {
  const { hero, givingCards, enquiry } = useLocalisedPage(donatePage);
  // Parsed where the page renders (see pageText.ts), in its language.
  const text = pageText({ enquiryNotice: enquiry.notice.body });
  return (
    <>
      <Hero
        tone="brand"
        title={hero.title}
        intro={hero.intro}
        actions={hero.actions.map((action) => (
          <ButtonLink key={action.href} href={action.href} variant="secondary" data-cta="hero">
            {action.label}
          </ButtonLink>
        ))}
      />
      {/* ActionCard puts its text in a paragraph, so the cards' highlights have no place yet. */}
      <ActionCards cards={givingCards} />
      <Section
        id={enquiry.id}
        heading={enquiry.heading}
        intro={enquiry.intro}
        tone="subtle"
        width="narrow"
      >
        <Stack space="xl">
          <Island
            name="enquiry-form"
            props={{ ...enquiry.form, headingLevel: 3 }}
            hydrate="visible"
          />
          <Notice title={enquiry.notice.title} live="off">
            <RichText blocks={text.enquiryNotice} />
          </Notice>
        </Stack>
      </Section>
    </>
  );
}

export const Route = createFileRoute('/donate')({
  head: localisedHead(donatePage),
  component: DonatePage,
});
