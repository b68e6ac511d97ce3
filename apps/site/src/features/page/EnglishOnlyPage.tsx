// A page the site has not translated, inside another language's header and footer: its
// English text, marked lang="en" so it is read with English pronunciation and hyphenation,
// under a note in the visitor's language that says so.
import { languageNotesIn, type SiteLocaleCode } from '@ghat/content/i18n';
import { Box, Container, Notice } from '@ghat/ui';
import type { ReactNode } from 'react';

export function EnglishOnlyPage({
  locale,
  children,
}: {
  locale: SiteLocaleCode;
  children: ReactNode;
}) {
  const { englishOnly } = languageNotesIn(locale);
  return (
    <>
      <Container>
        <Notice tone="info" live="off" title={englishOnly.title} data-english-only="">
          {englishOnly.text}
        </Notice>
      </Container>
      <Box lang="en" dir="ltr">
        {children}
      </Box>
    </>
  );
}
