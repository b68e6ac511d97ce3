// The site header's words in this language: the keys of ../../words/header.ts.
import type { UiMessages } from '../../types.ts';

export const siteHeader = {
  search: 'Rechercher',
  menu: 'Menu',
} satisfies UiMessages['siteHeader'];

export const mainNav = {
  navigation: 'Menu principal',
  showSubmenu: 'Afficher le sous-menu « {label} »',
} satisfies UiMessages['mainNav'];
