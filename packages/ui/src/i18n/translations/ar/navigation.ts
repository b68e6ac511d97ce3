// The navigation components' words in this language: the keys of ../../words/navigation.ts.
import type { UiMessages } from '../../types.ts';

export const siteFooter = {
  quickLinksHeading: 'روابط سريعة',
  governanceHeading: 'الحوكمة',
  socialLinksHeading: 'تابعونا',
  bottomLinksLabel: 'معلومات قانونية',
  copyright: '© {year} {name}. جميع الحقوق محفوظة.',
} satisfies UiMessages['siteFooter'];

export const languagePickerButton = {
  label: 'اللغة: {language}',
} satisfies UiMessages['languagePickerButton'];

export const languagePickerDialog = {
  title: 'اختر لغة',
  searchLabel: 'ابحث عن لغة',
  listLabel: 'اللغات',
  count:
    '{count, plural, zero {لا توجد لغات} one {لغة واحدة} two {لغتان} few {# لغات} many {# لغة} other {# لغة}}',
  noMatches: 'لا توجد لغة تطابق «{query}»',
} satisfies UiMessages['languagePickerDialog'];
