// The patterns components' words in this language: the keys of ../../words/patterns.ts.
import type { UiMessages } from '../../types.ts';

export const articleFilters = {
  form: 'Buscar y filtrar artículos',
  search: 'Buscar artículos',
  clearSearch: 'Borrar la búsqueda',
  category: 'Categoría',
  allCategories: 'Todas las categorías',
  region: 'Región',
  allRegions: 'Todas las regiones',
  programmeArea: 'Área programática',
  allProgrammeAreas: 'Todas las áreas programáticas',
  filter: 'Filtrar',
  clear: 'Borrar filtros',
} satisfies UiMessages['articleFilters'];

export const articleLayout = {
  byline: 'Por {author}',
  readingTime:
    '{minutes, plural, one {# min de lectura} many {# min de lectura} other {# min de lectura}}',
  allArticles: 'Ver todos los artículos',
  categories: 'Categorías',
  tags: 'Etiquetas',
} satisfies UiMessages['articleLayout'];

export const articleListing = {
  showing:
    'Mostrando {shown} de {total, plural, one {# artículo} many {# de artículos} other {# artículos}}',
  loadMore: 'Cargar más artículos',
  loading: 'Cargando artículos…',
  empty: 'No se encontraron artículos.',
} satisfies UiMessages['articleListing'];

export const articleNotFound = {
  back: 'Volver a los artículos',
  title: 'Artículo no encontrado',
  description: 'El artículo que busca no existe o se ha trasladado.',
} satisfies UiMessages['articleNotFound'];

export const checksumDetails = {
  show: 'Mostrar la suma de comprobación SHA-256 completa',
} satisfies UiMessages['checksumDetails'];

export const checksumVerifier = {
  copy: 'Copiar la suma de comprobación',
  copied: 'Suma de comprobación copiada',
  copyFailed:
    'No se pudo copiar la suma de comprobación. Selecciónela arriba y cópiela manualmente.',
  verify: 'Verificar el archivo',
  verifying: 'Comprobando el archivo…',
  match:
    'El archivo coincide con esta suma de comprobación: es exactamente el archivo que publicamos.',
  mismatch:
    'El archivo no coincide con esta suma de comprobación. No confíe en él: descárguelo de nuevo o póngase en contacto con nosotros.',
  computed: 'Suma de comprobación del archivo recibido:',
  error:
    'No se pudo obtener el archivo, por lo que no se ha comprobado. Compruebe su conexión e inténtelo de nuevo.',
  unsupported:
    'Este navegador no puede comprobar archivos en esta página. Utilice en su lugar uno de los comandos que figuran a continuación.',
} satisfies UiMessages['checksumVerifier'];

export const cookieBanner = {
  title: 'Cookies en este sitio web',
  message:
    'Utilizamos cookies esenciales para que este sitio web funcione. También nos gustaría utilizar cookies analíticas, para entender cómo se usa, y cookies de marketing, para medir nuestras campañas. Solo las utilizamos si usted lo acepta.',
  acceptAll: 'Aceptar todas',
  essentialOnly: 'Solo esenciales',
  customize: 'Personalizar',
  close: 'Cerrar el aviso de cookies',
  acceptedAll: 'Ha aceptado todas las cookies.',
  essentialChosen: 'Ha elegido solo las cookies esenciales.',
  saved: 'Se han guardado sus preferencias de cookies.',
  confirmationHint: 'Puede cambiar su elección en cualquier momento.',
  hideConfirmation: 'Ocultar este mensaje',
} satisfies UiMessages['cookieBanner'];

export const documentLibrary = {
  filters: 'Filtrar documentos',
  search: 'Buscar documentos',
  clearSearch: 'Borrar la búsqueda',
  type: 'Tipo',
  allTypes: 'Todos los tipos',
  year: 'Año',
  allYears: 'Todos los años',
  clearFilters: 'Borrar filtros',
  empty: 'No se encontraron documentos',
  resultCount: '{count, plural, one {# documento} many {# de documentos} other {# documentos}}',
} satisfies UiMessages['documentLibrary'];

export const notFound = {
  title: 'Página no encontrada',
  description: 'La página que busca no existe o se ha trasladado.',
  search: 'Buscar en el sitio',
  searchButton: 'Buscar',
  homeCardTitle: 'Página de inicio',
  homeCardDescription: 'Vuelva a empezar desde nuestra página de inicio.',
  searchCardTitle: 'Buscar en el sitio',
  searchCardDescription: 'Encuentre páginas, artículos y documentos.',
  backCardTitle: 'Volver atrás',
  backCardDescription: 'Regrese a la página en la que estaba.',
  linksTitle: 'Páginas más visitadas',
  home: 'Ir a la página de inicio',
  back: 'Volver atrás',
  helpTitle: '¿Necesita ayuda?',
  helpText:
    'Si ha llegado aquí a través de un enlace o no encuentra lo que necesita, nuestro equipo puede ayudarle.',
  contact: 'Contáctenos',
} satisfies UiMessages['notFound'];

export const policyLayout = {
  lastUpdated: 'Última actualización',
  effectiveDate: 'Fecha de entrada en vigor',
  reviewDate: 'Fecha de revisión',
  approvedBy: 'Aprobado por',
  contents: 'Índice',
  backToContents: 'Volver al índice',
  relatedLinks: 'Políticas relacionadas',
} satisfies UiMessages['policyLayout'];
