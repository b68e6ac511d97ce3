// The patterns components' words in this language: the keys of ../../words/patterns.ts.
import type { UiMessages } from '../../types.ts';

export const articleFilters = {
  form: 'Pesquisar e filtrar artigos',
  search: 'Pesquisar artigos',
  clearSearch: 'Limpar a pesquisa',
  category: 'Categoria',
  allCategories: 'Todas as categorias',
  region: 'Região',
  allRegions: 'Todas as regiões',
  programmeArea: 'Área programática',
  allProgrammeAreas: 'Todas as áreas programáticas',
  filter: 'Filtrar',
  clear: 'Limpar filtros',
} satisfies UiMessages['articleFilters'];

export const articleLayout = {
  byline: 'Por {author}',
  readingTime:
    '{minutes, plural, one {# min de leitura} many {# min de leitura} other {# min de leitura}}',
  allArticles: 'Ver todos os artigos',
  categories: 'Categorias',
  tags: 'Etiquetas',
} satisfies UiMessages['articleLayout'];

export const articleListing = {
  showing: 'Artigos apresentados: {shown} de {total}',
  loadMore: 'Carregar mais artigos',
  loading: 'Carregamento dos artigos em curso…',
  empty: 'Nenhum artigo encontrado.',
} satisfies UiMessages['articleListing'];

export const articleNotFound = {
  back: 'Voltar aos artigos',
  title: 'Artigo não encontrado',
  description: 'O artigo procurado não existe ou foi movido.',
} satisfies UiMessages['articleNotFound'];

export const checksumDetails = {
  show: 'Mostrar a soma de verificação SHA-256 completa',
} satisfies UiMessages['checksumDetails'];

export const checksumVerifier = {
  copy: 'Copiar a soma de verificação',
  copied: 'Soma de verificação copiada',
  copyFailed:
    'Não foi possível copiar a soma de verificação. Selecione-a acima e copie-a manualmente.',
  verify: 'Verificar o documento',
  verifying: 'Verificação do documento em curso…',
  match:
    'O documento corresponde a esta soma de verificação: é exatamente o documento que foi publicado.',
  mismatch:
    'O documento não corresponde a esta soma de verificação. Não confie nele: faça o download novamente ou peça-nos ajuda.',
  computed: 'Soma de verificação do documento recebido:',
  error:
    'Não foi possível obter o documento, por isso não foi verificado. Confirme o acesso à internet e tente novamente.',
  unsupported:
    'Este navegador não consegue verificar documentos nesta página. Em vez disso, utilize um dos comandos abaixo.',
} satisfies UiMessages['checksumVerifier'];

export const cookieBanner = {
  title: 'Cookies neste site',
  message:
    'Utilizamos cookies essenciais para que este site funcione. Também gostaríamos de utilizar cookies analíticos, para entender como é utilizado, e cookies de marketing, para medir as nossas campanhas. Só os utilizamos com o seu consentimento.',
  acceptAll: 'Aceitar todos',
  essentialOnly: 'Apenas essenciais',
  customize: 'Personalizar',
  close: 'Fechar o aviso de cookies',
  acceptedAll: 'Aceitou todos os cookies.',
  essentialChosen: 'Escolheu apenas os cookies essenciais.',
  saved: 'As suas preferências de cookies foram aplicadas.',
  confirmationHint: 'Pode alterar a sua escolha a qualquer momento.',
  hideConfirmation: 'Ocultar esta mensagem',
} satisfies UiMessages['cookieBanner'];

export const documentLibrary = {
  filters: 'Filtrar documentos',
  search: 'Pesquisar documentos',
  clearSearch: 'Limpar a pesquisa',
  type: 'Tipo',
  allTypes: 'Todos os tipos',
  year: 'Ano',
  allYears: 'Todos os anos',
  clearFilters: 'Limpar filtros',
  empty: 'Nenhum documento encontrado',
  resultCount: '{count, plural, one {# documento} many {# de documentos} other {# documentos}}',
} satisfies UiMessages['documentLibrary'];

export const notFound = {
  title: 'Página não encontrada',
  description: 'A página procurada não existe ou foi movida.',
  search: 'Pesquisar no site',
  searchButton: 'Pesquisar',
  homeCardTitle: 'Página inicial',
  homeCardDescription: 'Recomece a partir da nossa página inicial.',
  searchCardTitle: 'Pesquisar no site',
  searchCardDescription: 'Encontre páginas, artigos e documentos.',
  backCardTitle: 'Voltar',
  backCardDescription: 'Volte à página anterior.',
  linksTitle: 'Páginas mais visitadas',
  home: 'Ir para a página inicial',
  back: 'Voltar',
  helpTitle: 'Precisa de ajuda?',
  helpText:
    'Se chegou a esta página através de um link ou não encontra aquilo de que precisa, podemos ajudar.',
  contact: 'Escreva-nos',
} satisfies UiMessages['notFound'];

export const policyLayout = {
  lastUpdated: 'Última atualização',
  effectiveDate: 'Data de entrada em vigor',
  reviewDate: 'Data de revisão',
  approvedBy: 'Aprovado por',
  contents: 'Índice',
  backToContents: 'Voltar ao índice',
  relatedLinks: 'Políticas relacionadas',
} satisfies UiMessages['policyLayout'];
