// The content components' words in this language: the keys of ../../words/content.ts.
// French: `vous`; a no-break space (\u00a0) before a colon.
import type { UiMessages } from '../../types.ts';

export const notice = {
  info: 'Information\u00a0:',
  success: 'Succès\u00a0:',
  warning: 'Avertissement\u00a0:',
  error: 'Erreur\u00a0:',
  dismiss: 'Fermer',
} satisfies UiMessages['notice'];

export const faqList = {
  expandAll: 'Tout déplier',
  collapseAll: 'Tout replier',
} satisfies UiMessages['faqList'];

export const shareButton = {
  label: 'Partager l’article',
  copyLink: 'Copier le lien',
  copied: 'Lien copié',
  copyFailed: 'Le lien n’a pas pu être copié. Copiez-le depuis le champ ci-dessous.',
  linkField: 'Lien vers cette page',
  email: 'E-mail',
} satisfies UiMessages['shareButton'];

export const articleCard = {
  categories: 'Catégories',
  readingTimeShort: '{minutes} min de lecture',
  readingTimeFull:
    'Temps de lecture\u00a0: {minutes, plural, one {# minute} many {# minutes} other {# minutes}}',
} satisfies UiMessages['articleCard'];

export const documentCard = {
  view: 'Consulter',
  download: 'Télécharger',
  published: 'Publié le',
  version: 'Numéro de version',
  size: 'Taille',
  checksum: 'SHA-256',
  tags: 'Mots-clés',
} satisfies UiMessages['documentCard'];

export const pillarCard = {
  outcomes: 'Résultats',
  learnMore: 'En savoir plus',
  learnMoreContext: 'sur {title}',
} satisfies UiMessages['pillarCard'];

export const programmeArea = {
  numberLabel: 'Domaine d’action {number}',
  outcomes: 'Exemples de résultats',
} satisfies UiMessages['programmeArea'];

export const link = {
  newTab: '(s’ouvre dans un nouvel onglet)',
} satisfies UiMessages['link'];

export const skipLink = {
  label: 'Aller au contenu principal',
} satisfies UiMessages['skipLink'];
