import { donatePage } from '@ghat/content';
import { ButtonLink, Hero, RichText, Notice, Section, Stack } from '@ghat/ui';
import SiteEnquiryForm from '../-lib/forms/EnquiryForm.tsx';
import { ActionCards } from '../-lib/ActionCards.tsx';
import { pageText } from '../-lib/pageText.ts';

// Parsed once, where the page renders (see pageText.ts).
const text = pageText({ enquiryNotice: donatePage.enquiry.notice.body });

/** The page's head, read by its route's loader. */
export const meta = donatePage.meta;

export default function DonatePage() {
  const { hero, givingCards, enquiry } = donatePage;
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
          <SiteEnquiryForm {...enquiry.form} headingLevel={3} />
          <Notice title={enquiry.notice.title} live="off">
            <RichText blocks={text.enquiryNotice} />
          </Notice>
        </Stack>
      </Section>
    </>
  );
}
