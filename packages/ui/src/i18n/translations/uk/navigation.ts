// The navigation components' words in this language: the keys of ../../words/navigation.ts.
import type { UiMessages } from '../../types.ts';

export const siteFooter = {
  quickLinksHeading: 'Швидкі посилання',
  governanceHeading: 'Врядування',
  socialLinksHeading: 'Стежте за нами',
  bottomLinksLabel: 'Правова інформація',
  copyright: '© {year} {name}. Усі права захищено.',
} satisfies UiMessages['siteFooter'];

export const languagePickerButton = {
  label: 'Мова: {language}',
} satisfies UiMessages['languagePickerButton'];

export const languagePickerDialog = {
  title: 'Виберіть мову',
  searchLabel: 'Пошук мови',
  listLabel: 'Мови',
  count: '{count, plural, one {# мова} few {# мови} many {# мов} other {# мови}}',
  noMatches: 'Немає мов за запитом «{query}»',
} satisfies UiMessages['languagePickerDialog'];
