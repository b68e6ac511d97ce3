// The dialogs' words in this language: the keys of ../../words/dialogs.ts.
import type { UiMessages } from '../../types.ts';

export const dialog = {
  close: 'Cerrar',
} satisfies UiMessages['dialog'];

export const searchDialog = {
  title: 'Búsqueda',
  inputLabel: 'Buscar páginas, artículos y documentos',
  emptyPrompt: 'Empiece a escribir para buscar páginas, artículos y documentos',
  searching: 'Buscando…',
  resultCount:
    '{count, plural, one {# resultado encontrado} many {# de resultados encontrados} other {# resultados encontrados}}',
  noResults: 'No se encontraron resultados para “{query}”',
  showMore: 'Mostrar más resultados',
  error: 'La búsqueda no funciona en este momento. Vuelva a intentarlo dentro de unos instantes.',
  typePage: 'Página',
  typeBlog: 'Artículo',
  typeDocument: 'Documento',
} satisfies UiMessages['searchDialog'];

export const cookiePreferencesDialog = {
  title: 'Preferencias de cookies',
  description: 'Elija qué cookies podemos utilizar. Puede cambiar de opinión en cualquier momento.',
  essentialLabel: 'Cookies esenciales',
  essentialDescription:
    'Mantienen el sitio web seguro y en funcionamiento, y recuerdan las opciones que elija aquí.',
  analyticsLabel: 'Cookies analíticas',
  analyticsDescription:
    'Nos indican qué páginas se visitan y cómo se llega a ellas, para que podamos mejorar el sitio web. No revelan su identidad.',
  marketingLabel: 'Cookies de marketing',
  marketingDescription:
    'Nos ayudan a medir nuestras campañas y a mostrar mensajes sobre nuestro trabajo en otros sitios web.',
  alwaysOn:
    'Siempre activas: el sitio web no puede funcionar sin ellas, por lo que no se pueden desactivar.',
  save: 'Guardar preferencias',
} satisfies UiMessages['cookiePreferencesDialog'];
