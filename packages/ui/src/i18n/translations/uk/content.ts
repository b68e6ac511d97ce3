// The content components' words in this language: the keys of ../../words/content.ts.
// Ukrainian: `ви`; plurals in the forms one, few, many and other.
import type { UiMessages } from '../../types.ts';

export const notice = {
  info: 'Інформація:',
  success: 'Успішно:',
  warning: 'Попередження:',
  error: 'Помилка:',
  dismiss: 'Закрити',
} satisfies UiMessages['notice'];

export const faqList = {
  expandAll: 'Розгорнути все',
  collapseAll: 'Згорнути все',
} satisfies UiMessages['faqList'];

export const shareButton = {
  label: 'Поділитися статтею',
  copyLink: 'Копіювати посилання',
  copied: 'Посилання скопійовано',
  copyFailed: 'Не вдалося скопіювати посилання. Скопіюйте його з поля нижче.',
  linkField: 'Посилання на цю сторінку',
  email: 'Електронна пошта',
} satisfies UiMessages['shareButton'];

export const articleCard = {
  categories: 'Категорії',
  readingTimeShort: '{minutes} хв читання',
  readingTimeFull:
    'Час читання: {minutes, plural, one {# хвилина} few {# хвилини} many {# хвилин} other {# хвилини}}',
} satisfies UiMessages['articleCard'];

export const documentCard = {
  view: 'Переглянути',
  download: 'Завантажити',
  published: 'Опубліковано',
  version: 'Версія',
  size: 'Розмір',
  checksum: 'SHA-256',
  tags: 'Теги',
} satisfies UiMessages['documentCard'];

export const pillarCard = {
  outcomes: 'Результати',
  learnMore: 'Докладніше',
  learnMoreContext: 'про {title}',
} satisfies UiMessages['pillarCard'];

export const programmeArea = {
  numberLabel: 'Напрям програми {number}',
  outcomes: 'Приклади результатів',
} satisfies UiMessages['programmeArea'];

export const link = {
  newTab: '(відкривається в новій вкладці)',
} satisfies UiMessages['link'];

export const skipLink = {
  label: 'Перейти до основного вмісту',
} satisfies UiMessages['skipLink'];
