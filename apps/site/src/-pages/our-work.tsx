import { ourWorkPage } from '@ghat/content';
import { ButtonLink, Hero, Inline, RichText, Section } from '@ghat/ui';
import { pageTextList } from '../-lib/pageText.ts';

// Parsed once, where the page renders (see pageText.ts).
const sectionText = pageTextList(ourWorkPage.sections.map((section) => section.body));

/** The page's head, read by its route's loader. */
export const meta = ourWorkPage.meta;

export default function OurWorkPage() {
  const { hero, sections, callToAction } = ourWorkPage;
  return (
    <>
      <Hero tone="subtle" title={hero.title} intro={hero.intro} />
      {sections.map((section, index) => (
        <Section
          key={section.id}
          id={section.id}
          heading={section.title}
          tone={index % 2 === 1 ? 'subtle' : undefined}
          width="narrow"
        >
          <RichText blocks={sectionText[index] ?? []} />
        </Section>
      ))}
      <Section heading={callToAction.heading} intro={callToAction.text} tone="brand">
        <Inline space="md">
          {callToAction.actions.map((action) => (
            <ButtonLink key={action.href} href={action.href} variant="secondary">
              {action.label}
            </ButtonLink>
          ))}
        </Inline>
      </Section>
    </>
  );
}
