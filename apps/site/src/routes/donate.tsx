import { donatePage } from '@ghat/content';
import { ButtonLink, Hero, RichText, Notice, Section, Stack } from '@ghat/ui';
import { createFileRoute } from '@tanstack/react-router';
import { EnquiryFormIsland } from '../-lib/formIslands.ts';
import { richText } from '../-lib/richText.ts';
import { ActionCards } from '../-lib/ActionCards.tsx';
import { seo } from '../-lib/seo.ts';

export const Route = createFileRoute('/donate')({
  // The page's words stay in its own chunks: head() reads them from the loader.
  loader: async () => {
    await EnquiryFormIsland.preload();
    return {
      meta: donatePage.meta,
      text: await richText({ enquiryNotice: donatePage.enquiry.notice.body }),
    };
  },
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: DonatePage,
});

function DonatePage() {
  const { hero, givingCards, enquiry } = donatePage;
  const { text } = Route.useLoaderData();
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
          <EnquiryFormIsland {...enquiry.form} headingLevel={3} />
          <Notice title={enquiry.notice.title} live="off">
            <RichText blocks={text.enquiryNotice} />
          </Notice>
        </Stack>
      </Section>
    </>
  );
}
