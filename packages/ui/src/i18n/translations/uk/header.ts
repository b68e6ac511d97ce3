// The site header's words in this language: the keys of ../../words/header.ts.
import type { UiMessages } from '../../types.ts';

export const siteHeader = {
  search: 'Пошук',
  menu: 'Меню',
} satisfies UiMessages['siteHeader'];

export const mainNav = {
  navigation: 'Головне меню',
  showSubmenu: 'Показати підменю «{label}»',
} satisfies UiMessages['mainNav'];
