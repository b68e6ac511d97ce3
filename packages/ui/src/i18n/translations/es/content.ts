// The content components' words in this language: the keys of ../../words/content.ts.
// Spanish: `usted`.
import type { UiMessages } from '../../types.ts';

export const notice = {
  info: 'Información:',
  success: 'Correcto:',
  warning: 'Advertencia:',
  error: 'Mensaje de error:',
  dismiss: 'Cerrar',
} satisfies UiMessages['notice'];

export const faqList = {
  expandAll: 'Desplegar todo',
  collapseAll: 'Contraer todo',
} satisfies UiMessages['faqList'];

export const shareButton = {
  label: 'Compartir artículo',
  copyLink: 'Copiar enlace',
  copied: 'Enlace copiado',
  copyFailed: 'No se ha podido copiar el enlace. Cópielo desde el cuadro de abajo.',
  linkField: 'Enlace a esta página',
  email: 'Correo electrónico',
} satisfies UiMessages['shareButton'];

export const articleCard = {
  categories: 'Categorías',
  readingTimeShort: '{minutes} min de lectura',
  readingTimeFull:
    'Tiempo de lectura: {minutes, plural, one {# minuto} many {# minutos} other {# minutos}}',
} satisfies UiMessages['articleCard'];

export const documentCard = {
  view: 'Ver',
  download: 'Descargar',
  published: 'Publicado el',
  version: 'Versión',
  size: 'Tamaño',
  checksum: 'SHA-256',
  tags: 'Etiquetas',
} satisfies UiMessages['documentCard'];

export const pillarCard = {
  outcomes: 'Resultados',
  learnMore: 'Más información',
  learnMoreContext: 'sobre {title}',
} satisfies UiMessages['pillarCard'];

export const programmeArea = {
  numberLabel: 'Área programática {number}',
  outcomes: 'Ejemplos de resultados',
} satisfies UiMessages['programmeArea'];

export const link = {
  newTab: '(se abre en una pestaña nueva)',
} satisfies UiMessages['link'];

export const skipLink = {
  label: 'Ir al contenido principal',
} satisfies UiMessages['skipLink'];
