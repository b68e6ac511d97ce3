// The content components' words in this language: the keys of ../../words/content.ts.
// Portuguese: neutral forms, `você` where a form of address is needed.
import type { UiMessages } from '../../types.ts';

export const notice = {
  info: 'Informação:',
  success: 'Sucesso:',
  warning: 'Aviso:',
  error: 'Erro:',
  dismiss: 'Fechar',
} satisfies UiMessages['notice'];

export const faqList = {
  expandAll: 'Expandir tudo',
  collapseAll: 'Recolher tudo',
} satisfies UiMessages['faqList'];

export const shareButton = {
  label: 'Compartilhar artigo',
  copyLink: 'Copiar link',
  copied: 'Link copiado',
  copyFailed: 'Não foi possível copiar o link. Copie-o da caixa abaixo.',
  linkField: 'Link para esta página',
  email: 'E-mail',
} satisfies UiMessages['shareButton'];

export const articleCard = {
  categories: 'Categorias',
  readingTimeShort: '{minutes} min de leitura',
  readingTimeFull:
    'Tempo de leitura: {minutes, plural, one {# minuto} many {# minutos} other {# minutos}}',
} satisfies UiMessages['articleCard'];

export const documentCard = {
  view: 'Ver',
  download: 'Fazer download',
  published: 'Publicado em',
  version: 'Versão',
  size: 'Tamanho',
  checksum: 'SHA-256',
  tags: 'Etiquetas',
} satisfies UiMessages['documentCard'];

export const pillarCard = {
  outcomes: 'Resultados',
  learnMore: 'Saiba mais',
  learnMoreContext: 'sobre {title}',
} satisfies UiMessages['pillarCard'];

export const programmeArea = {
  numberLabel: 'Área programática {number}',
  outcomes: 'Exemplos de resultados',
} satisfies UiMessages['programmeArea'];

export const link = {
  newTab: '(abre em nova janela)',
} satisfies UiMessages['link'];

export const skipLink = {
  label: 'Ir para o conteúdo principal',
} satisfies UiMessages['skipLink'];
