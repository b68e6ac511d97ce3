// The navigation components' words in this language: the keys of ../../words/navigation.ts.
import type { UiMessages } from '../../types.ts';

export const siteFooter = {
  quickLinksHeading: 'Enlaces rápidos',
  governanceHeading: 'Gobernanza',
  socialLinksHeading: 'Síganos',
  bottomLinksLabel: 'Información legal',
  copyright: '© {year} {name}. Todos los derechos reservados.',
} satisfies UiMessages['siteFooter'];

export const languagePickerButton = {
  label: 'Idioma: {language}',
} satisfies UiMessages['languagePickerButton'];

export const languagePickerDialog = {
  title: 'Elija un idioma',
  searchLabel: 'Buscar un idioma',
  listLabel: 'Idiomas',
  count: '{count, plural, one {# idioma} many {# de idiomas} other {# idiomas}}',
  noMatches: 'Ningún idioma coincide con “{query}”',
} satisfies UiMessages['languagePickerDialog'];
