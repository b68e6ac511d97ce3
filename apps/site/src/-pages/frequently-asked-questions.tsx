import { faqPage } from '@ghat/content';
import { ButtonLink, Container, FAQList, Hero, Inline, RichText, Section } from '@ghat/ui';
import { pageTextList } from '../-lib/pageText.ts';

// Parsed once, where the page renders (see pageText.ts).
const sectionText = pageTextList(faqPage.faqs.map((faq) => faq.answer));

/** The page's head, read by its route's loader. */
export const meta = faqPage.meta;

export default function FrequentlyAskedQuestionsPage() {
  const { hero, faqs, closing } = faqPage;
  return (
    <>
      <Hero tone="subtle" title={hero.title} intro={hero.intro} />
      {/* @ghat/content gives the list no heading of its own, so it is not a titled Section. */}
      <Container width="narrow">
        <FAQList
          headingLevel={2}
          items={faqs.map((faq, index) => ({
            id: faq.id,
            question: faq.question,
            answer: <RichText blocks={sectionText[index] ?? []} />,
          }))}
        />
      </Container>
      <Section heading={closing.heading} intro={closing.text} tone="subtle" width="narrow">
        <Inline space="md">
          <ButtonLink href={closing.link.href} variant="primary">
            {closing.link.label}
          </ButtonLink>
        </Inline>
      </Section>
    </>
  );
}
