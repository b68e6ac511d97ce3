// The dialogs' words in this language: the keys of ../../words/dialogs.ts.
import type { UiMessages } from '../../types.ts';

export const dialog = {
  close: 'Fechar',
} satisfies UiMessages['dialog'];

export const searchDialog = {
  title: 'Pesquisa',
  inputLabel: 'Pesquisar páginas, artigos e documentos',
  emptyPrompt: 'Comece a escrever para pesquisar páginas, artigos e documentos',
  searching: 'Pesquisa em curso…',
  resultCount:
    '{count, plural, one {# resultado encontrado} many {# de resultados encontrados} other {# resultados encontrados}}',
  noResults: 'Nenhum resultado encontrado para “{query}”',
  showMore: 'Mostrar mais resultados',
  error: 'A pesquisa não está disponível neste momento. Tente novamente daqui a pouco.',
  typePage: 'Página',
  typeBlog: 'Artigo',
  typeDocument: 'Documento',
} satisfies UiMessages['searchDialog'];

export const cookiePreferencesDialog = {
  title: 'Preferências de cookies',
  description:
    'Escolha quais cookies podemos utilizar. É possível mudar de ideia a qualquer momento.',
  essentialLabel: 'Cookies essenciais',
  essentialDescription:
    'Mantêm o site seguro e em funcionamento e guardam as escolhas feitas aqui.',
  analyticsLabel: 'Cookies analíticos',
  analyticsDescription:
    'Mostram-nos quais páginas as pessoas visitam e como as encontram, para que possamos melhorar o site. Não identificam quem visita o site.',
  marketingLabel: 'Cookies de marketing',
  marketingDescription:
    'Permitem medir o alcance das nossas campanhas e mostrar mensagens sobre o nosso trabalho em outros sites.',
  alwaysOn: 'Sempre ativos: o site não funciona sem eles, por isso não podem ser desativados.',
  save: 'Confirmar preferências',
} satisfies UiMessages['cookiePreferencesDialog'];
