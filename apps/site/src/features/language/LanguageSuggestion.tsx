// A first visit to an English page from a browser that prefers French, Spanish, Portuguese,
// Arabic or Ukrainian: one line in that language, above the header, linking to this page in
// it (or to its home page). Every language's line is in the page, hidden; the head's script
// picks one, and the script after the page's top banners shows it (suggestionScript.ts).
// There is no redirect. A visitor who chose a language the site is not written in gets a
// line in English instead, naming it and linking to this page in each language there is.
import {
  hasPageIn,
  languageNotesIn,
  localisedPath,
  siteLocale,
  translatedLocales,
  unavailableLanguageNote,
} from '@ghat/content/i18n';
import { Box, Button, Container, Inline, Link, Text } from '@ghat/ui';
import {
  suggestionAttribute,
  suggestionId,
  unavailableLine,
  unavailableTextAttribute,
} from './suggestionScript.ts';

/** The suggestion on the English page at `path`. */
export function LanguageSuggestion({ path }: { path: string }) {
  return (
    <Box id={suggestionId} hidden background="subtle" paddingBlock="sm">
      <Container>
        {translatedLocales.map(({ code }) => {
          const { suggestion } = languageNotesIn(code);
          const href = localisedPath(code, hasPageIn(code, path) ? path : '/');
          return (
            <Box key={code} hidden lang={code} dir={siteLocale(code).dir} data-suggest={code}>
              <Inline space="md" alignY="center">
                <Text size="sm">{suggestion.text}</Text>
                <Link href={href} hrefLang={code}>
                  {suggestion.link}
                </Link>
                <Button type="button" variant="ghost" size="small" data-suggest-dismiss="">
                  {suggestion.dismiss}
                </Button>
              </Inline>
            </Box>
          );
        })}
        <Box hidden lang="en" dir="ltr" {...{ [suggestionAttribute]: unavailableLine }}>
          <Inline space="md" alignY="center">
            <Text size="sm" {...{ [unavailableTextAttribute]: unavailableLanguageNote.text }} />
            {translatedLocales.map(({ code, nativeName, dir }) => (
              <Link
                key={code}
                href={localisedPath(code, hasPageIn(code, path) ? path : '/')}
                hrefLang={code}
                lang={code}
                dir={dir}
              >
                {nativeName}
              </Link>
            ))}
            <Button type="button" variant="ghost" size="small">
              {unavailableLanguageNote.dismiss}
            </Button>
          </Inline>
        </Box>
      </Container>
    </Box>
  );
}
