// The navigation components' words in this language: the keys of ../../words/navigation.ts.
import type { UiMessages } from '../../types.ts';

export const siteFooter = {
  quickLinksHeading: 'Acesso rápido',
  governanceHeading: 'Governança',
  socialLinksHeading: 'Siga-nos',
  bottomLinksLabel: 'Informações legais',
  copyright: '© {year} {name}. Todos os direitos reservados.',
} satisfies UiMessages['siteFooter'];

export const languagePickerButton = {
  label: 'Idioma: {language}',
} satisfies UiMessages['languagePickerButton'];

export const languagePickerDialog = {
  title: 'Escolha um idioma',
  searchLabel: 'Pesquisar idiomas',
  listLabel: 'Idiomas',
  count: '{count, plural, one {# idioma} many {# de idiomas} other {# idiomas}}',
  noMatches: 'Nenhum idioma corresponde a “{query}”',
} satisfies UiMessages['languagePickerDialog'];
