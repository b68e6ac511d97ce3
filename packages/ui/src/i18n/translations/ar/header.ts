// The site header's words in this language: the keys of ../../words/header.ts.
import type { UiMessages } from '../../types.ts';

export const siteHeader = {
  search: 'بحث',
  menu: 'القائمة',
} satisfies UiMessages['siteHeader'];

export const mainNav = {
  navigation: 'القائمة الرئيسية',
  showSubmenu: 'إظهار القائمة الفرعية لقسم «{label}»',
} satisfies UiMessages['mainNav'];
