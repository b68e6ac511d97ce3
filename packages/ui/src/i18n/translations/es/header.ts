// The site header's words in this language: the keys of ../../words/header.ts.
import type { UiMessages } from '../../types.ts';

export const siteHeader = {
  search: 'Buscar',
  menu: 'Menú',
} satisfies UiMessages['siteHeader'];

export const mainNav = {
  navigation: 'Menú principal',
  showSubmenu: 'Mostrar el submenú de {label}',
} satisfies UiMessages['mainNav'];
