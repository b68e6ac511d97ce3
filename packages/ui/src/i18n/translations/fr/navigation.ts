// The navigation components' words in this language: the keys of ../../words/navigation.ts.
import type { UiMessages } from '../../types.ts';

export const siteFooter = {
  quickLinksHeading: 'Liens rapides',
  governanceHeading: 'Gouvernance',
  socialLinksHeading: 'Suivez-nous',
  bottomLinksLabel: 'Informations légales',
  copyright: '© {year} {name}. Tous droits réservés.',
} satisfies UiMessages['siteFooter'];

export const languagePickerButton = {
  label: 'Langue\u00a0: {language}',
} satisfies UiMessages['languagePickerButton'];

export const languagePickerDialog = {
  title: 'Choisissez une langue',
  searchLabel: 'Rechercher une langue',
  listLabel: 'Langues',
  count: '{count, plural, one {# langue} many {# de langues} other {# langues}}',
  noMatches: 'Aucune langue ne correspond à «\u202f{query}\u202f»',
} satisfies UiMessages['languagePickerDialog'];
