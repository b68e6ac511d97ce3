// The patterns components' words in this language: the keys of ../../words/patterns.ts.
import type { UiMessages } from '../../types.ts';

export const articleFilters = {
  form: 'Rechercher et filtrer les articles',
  search: 'Rechercher des articles',
  clearSearch: 'Effacer la recherche',
  category: 'Catégorie',
  allCategories: 'Toutes les catégories',
  region: 'Région',
  allRegions: 'Toutes les régions',
  programmeArea: 'Domaine d’intervention',
  allProgrammeAreas: 'Tous les domaines d’intervention',
  filter: 'Filtrer',
  clear: 'Effacer les filtres',
} satisfies UiMessages['articleFilters'];

export const articleLayout = {
  byline: 'Par {author}',
  readingTime:
    '{minutes, plural, one {# min de lecture} many {# min de lecture} other {# min de lecture}}',
  allArticles: 'Voir tous les articles',
  categories: 'Catégories',
  tags: 'Mots-clés',
} satisfies UiMessages['articleLayout'];

export const articleListing = {
  showing:
    '{shown, plural, one {# article affiché} many {# d’articles affichés} other {# articles affichés}} sur {total}',
  loadMore: 'Afficher plus d’articles',
  loading: 'Chargement des articles…',
  empty: 'Aucun article trouvé.',
} satisfies UiMessages['articleListing'];

export const articleNotFound = {
  back: 'Retour aux articles',
  title: 'Article introuvable',
  description: 'L’article que vous recherchez n’existe pas ou a été déplacé.',
} satisfies UiMessages['articleNotFound'];

export const checksumDetails = {
  show: 'Afficher la somme de contrôle SHA-256 complète',
} satisfies UiMessages['checksumDetails'];

export const checksumVerifier = {
  copy: 'Copier la somme de contrôle',
  copied: 'Somme de contrôle copiée',
  copyFailed:
    'Impossible de copier la somme de contrôle. Sélectionnez-la ci-dessus et copiez-la manuellement.',
  verify: 'Vérifier le fichier',
  verifying: 'Vérification du fichier…',
  match:
    'Le fichier correspond à cette somme de contrôle : c’est exactement le fichier que nous avons publié.',
  mismatch:
    'Le fichier ne correspond pas à cette somme de contrôle. Ne vous y fiez pas : téléchargez-le de nouveau ou contactez-nous.',
  computed: 'Somme de contrôle du fichier reçu :',
  error:
    'Impossible de récupérer le fichier, il n’a donc pas été vérifié. Vérifiez votre connexion et réessayez.',
  unsupported:
    'Ce navigateur ne peut pas vérifier de fichiers sur cette page. Utilisez plutôt l’une des commandes ci-dessous.',
} satisfies UiMessages['checksumVerifier'];

export const cookieBanner = {
  title: 'Les cookies sur ce site',
  message:
    'Nous utilisons des cookies essentiels au fonctionnement de ce site. Nous aimerions également utiliser des cookies analytiques, pour comprendre comment il est utilisé, et des cookies marketing, pour mesurer l’efficacité de nos campagnes. Nous ne les utilisons qu’avec votre accord.',
  acceptAll: 'Tout accepter',
  essentialOnly: 'Essentiels uniquement',
  customize: 'Personnaliser',
  close: 'Fermer le bandeau des cookies',
  acceptedAll: 'Vous avez accepté tous les cookies.',
  essentialChosen: 'Vous avez choisi uniquement les cookies essentiels.',
  saved: 'Vos préférences en matière de cookies ont été enregistrées.',
  confirmationHint: 'Vous pouvez modifier votre choix à tout moment.',
  hideConfirmation: 'Masquer ce message',
} satisfies UiMessages['cookieBanner'];

export const documentLibrary = {
  filters: 'Filtrer les documents',
  search: 'Rechercher des documents',
  clearSearch: 'Effacer la recherche',
  type: 'Type de document',
  allTypes: 'Tous les types',
  year: 'Année',
  allYears: 'Toutes les années',
  clearFilters: 'Effacer les filtres',
  empty: 'Aucun document trouvé',
  resultCount: '{count, plural, one {# document} many {# de documents} other {# documents}}',
} satisfies UiMessages['documentLibrary'];

export const notFound = {
  title: 'Page introuvable',
  description: 'La page que vous recherchez n’existe pas ou a été déplacée.',
  search: 'Rechercher sur le site',
  searchButton: 'Rechercher',
  homeCardTitle: 'Page d’accueil',
  homeCardDescription: 'Repartez de notre page d’accueil.',
  searchCardTitle: 'Rechercher sur le site',
  searchCardDescription: 'Trouvez des pages, des articles et des documents.',
  backCardTitle: 'Revenir en arrière',
  backCardDescription: 'Revenez à la page que vous consultiez.',
  linksTitle: 'Pages les plus consultées',
  home: 'Aller à l’accueil',
  back: 'Revenir en arrière',
  helpTitle: 'Besoin d’aide ?',
  helpText:
    'Si vous avez suivi un lien pour arriver ici, ou si vous ne trouvez pas ce qu’il vous faut, notre équipe peut vous aider.',
  contact: 'Contactez-nous',
} satisfies UiMessages['notFound'];

export const policyLayout = {
  lastUpdated: 'Dernière mise à jour',
  effectiveDate: 'Date d’entrée en vigueur',
  reviewDate: 'Date de révision',
  approvedBy: 'Approuvé par',
  contents: 'Sommaire',
  backToContents: 'Retour au sommaire',
  relatedLinks: 'Politiques associées',
} satisfies UiMessages['policyLayout'];
