// The site header's words in this language: the keys of ../../words/header.ts.
import type { UiMessages } from '../../types.ts';

export const siteHeader = {
  search: 'Pesquisar',
  menu: 'Menu',
} satisfies UiMessages['siteHeader'];

export const mainNav = {
  navigation: 'Menu principal',
  showSubmenu: 'Mostrar o submenu de {label}',
} satisfies UiMessages['mainNav'];
