// The dialogs' words in this language: the keys of ../../words/dialogs.ts.
import type { UiMessages } from '../../types.ts';

export const dialog = {
  close: 'Fermer',
} satisfies UiMessages['dialog'];

export const searchDialog = {
  title: 'Recherche',
  inputLabel: 'Rechercher des pages, des articles et des documents',
  emptyPrompt: 'Commencez à taper pour rechercher des pages, des articles et des documents',
  searching: 'Recherche en cours…',
  resultCount:
    '{count, plural, one {# résultat trouvé} many {# de résultats trouvés} other {# résultats trouvés}}',
  noResults: 'Aucun résultat trouvé pour «\u202f{query}\u202f»',
  showMore: 'Afficher plus de résultats',
  error:
    'La recherche ne fonctionne pas pour le moment. Veuillez réessayer dans quelques instants.',
  typePage: 'Page web',
  typeBlog: 'Article de blog',
  typeDocument: 'Publication',
} satisfies UiMessages['searchDialog'];

export const cookiePreferencesDialog = {
  title: 'Préférences en matière de cookies',
  description:
    'Choisissez les cookies que nous pouvons utiliser. Vous pouvez changer d’avis à tout moment.',
  essentialLabel: 'Cookies essentiels',
  essentialDescription:
    'Ils assurent la sécurité et le bon fonctionnement du site, et mémorisent les choix que vous faites ici.',
  analyticsLabel: 'Cookies de mesure d’audience',
  analyticsDescription:
    'Ils nous indiquent quelles pages sont consultées et comment on y arrive, afin que nous puissions améliorer le site. Ils ne permettent pas de vous identifier.',
  marketingLabel: 'Cookies marketing',
  marketingDescription:
    'Ils nous aident à mesurer l’efficacité de nos campagnes et à faire connaître notre action sur d’autres sites.',
  alwaysOn:
    'Toujours actifs\u202f: le site ne peut pas fonctionner sans eux, ils ne peuvent donc pas être désactivés.',
  save: 'Enregistrer les préférences',
} satisfies UiMessages['cookiePreferencesDialog'];
