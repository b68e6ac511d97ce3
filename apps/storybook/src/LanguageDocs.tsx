import { vars } from '@ghat/tokens';
import type { CompleteUiLocale } from '@ghat/ui';
import type { CSSProperties } from 'react';
import { languages } from '../.storybook/locales.ts';

// The Languages page's blocks: @ghat/ui's built-in words in every language it ships, read from
// the locale objects themselves (as a consumer imports them), so the table is never a copy.

const table: CSSProperties = {
  inlineSize: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
};

const cell: CSSProperties = {
  padding: vars.space.xs,
  borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
  textAlign: 'start',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
};

const caption: CSSProperties = {
  captionSide: 'top',
  textAlign: 'start',
  fontWeight: vars.font.weight.bold,
  paddingBlockEnd: vars.space.xs,
};

type Words = Record<string, string>;

/** Every built-in word: one row per component.key, in English's order. */
export function builtInWords(): { id: string; namespace: string; key: string }[] {
  const [english] = languages;
  return Object.entries(english.messages).flatMap(([namespace, words]) =>
    Object.keys(words as Words).map((key) => ({ id: `${namespace}.${key}`, namespace, key })),
  );
}

const wordIn = (locale: CompleteUiLocale, namespace: string, key: string) =>
  (locale.messages as Record<string, Words | undefined>)[namespace]?.[key] ?? '';

/** The languages @ghat/ui ships: how to import each, its direction and its count of words. */
export function LanguageList() {
  return (
    <table style={table}>
      <caption style={caption}>The languages @ghat/ui ships</caption>
      <thead>
        <tr>
          <th scope="col" style={cell}>
            Language
          </th>
          <th scope="col" style={cell}>
            Import
          </th>
          <th scope="col" style={cell}>
            Code
          </th>
          <th scope="col" style={cell}>
            Direction
          </th>
          <th scope="col" style={cell}>
            Words
          </th>
        </tr>
      </thead>
      <tbody>
        {languages.map((locale) => {
          const components = Object.keys(locale.messages).length;
          const words = Object.values(locale.messages).reduce(
            (count, group) => count + Object.keys(group as Words).length,
            0,
          );
          const file = locale.code === 'en-GB' ? 'en' : locale.code;
          return (
            <tr key={locale.code}>
              <th scope="row" style={cell} lang={locale.code} dir={locale.direction}>
                {locale.name}
              </th>
              <td style={cell}>
                <code>{`@ghat/ui/locales/${file}`}</code>
              </td>
              <td style={cell}>
                <code>{locale.code}</code>
              </td>
              <td style={cell}>{locale.direction === 'rtl' ? 'Right to left' : 'Left to right'}</td>
              <td style={cell}>{`${words} in ${components} components`}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Every built-in word (component.key) with its text in each language. */
export function BuiltInWordsTable() {
  const rows = builtInWords();
  return (
    <table style={table}>
      <caption style={caption}>
        {`The built-in words of @ghat/ui: ${rows.length} words, by component and key`}
      </caption>
      <colgroup>
        <col style={{ inlineSize: '16%' }} />
        {languages.map((locale) => (
          <col key={locale.code} />
        ))}
      </colgroup>
      <thead>
        <tr>
          <th scope="col" style={cell}>
            Component.key
          </th>
          {languages.map((locale) => (
            <th
              key={locale.code}
              scope="col"
              style={cell}
              lang={locale.code}
              dir={locale.direction}
            >
              {locale.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ id, namespace, key }) => (
          <tr key={id}>
            <th scope="row" style={cell}>
              {/* A line may break after the dot: long keys stay whole words. */}
              <code>
                {namespace}.<wbr />
                {key}
              </code>
            </th>
            {languages.map((locale) => (
              <td key={locale.code} style={cell} lang={locale.code} dir={locale.direction}>
                {wordIn(locale, namespace, key)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
