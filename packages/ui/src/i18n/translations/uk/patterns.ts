// The patterns components' words in this language: the keys of ../../words/patterns.ts.
import type { UiMessages } from '../../types.ts';

export const articleFilters = {
  form: 'Пошук і фільтрування статей',
  search: 'Пошук статей',
  clearSearch: 'Очистити пошук',
  category: 'Категорія',
  allCategories: 'Усі категорії',
  region: 'Регіон',
  allRegions: 'Усі регіони',
  programmeArea: 'Напрям програм',
  allProgrammeAreas: 'Усі напрями програм',
  filter: 'Фільтрувати',
  clear: 'Скинути фільтри',
} satisfies UiMessages['articleFilters'];

export const articleLayout = {
  byline: 'Автор: {author}',
  readingTime:
    '{minutes, plural, one {# хвилина читання} few {# хвилини читання} many {# хвилин читання} other {# хвилини читання}}',
  allArticles: 'Переглянути всі статті',
  categories: 'Категорії',
  tags: 'Теги',
} satisfies UiMessages['articleLayout'];

export const articleListing = {
  showing:
    'Показано {shown} з {total, plural, one {# статті} few {# статей} many {# статей} other {# статті}}',
  loadMore: 'Завантажити ще статті',
  loading: 'Завантаження статей…',
  empty: 'Статей не знайдено.',
} satisfies UiMessages['articleListing'];

export const articleNotFound = {
  back: 'Назад до статей',
  title: 'Статтю не знайдено',
  description: 'Статті, яку ви шукаєте, не існує або її було переміщено.',
} satisfies UiMessages['articleNotFound'];

export const checksumDetails = {
  show: 'Показати повну контрольну суму SHA-256',
} satisfies UiMessages['checksumDetails'];

export const checksumVerifier = {
  copy: 'Копіювати контрольну суму',
  copied: 'Контрольну суму скопійовано',
  copyFailed: 'Не вдалося скопіювати контрольну суму. Виділіть її вище й скопіюйте вручну.',
  verify: 'Перевірити файл',
  verifying: 'Перевірка файлу…',
  match: 'Файл відповідає цій контрольній сумі: це саме той файл, який ми опублікували.',
  mismatch:
    'Файл не відповідає цій контрольній сумі. Не покладайтеся на нього: завантажте його ще раз або зв’яжіться з нами.',
  computed: 'Контрольна сума отриманого файлу:',
  error:
    'Не вдалося отримати файл, тому його не перевірено. Перевірте з’єднання з інтернетом і спробуйте ще раз.',
  unsupported:
    'Цей браузер не може перевіряти файли на цій сторінці. Натомість скористайтеся однією з команд нижче.',
} satisfies UiMessages['checksumVerifier'];

export const cookieBanner = {
  title: 'Файли cookie на цьому сайті',
  message:
    'Ми використовуємо необхідні файли cookie, щоб цей сайт працював. Ми також хотіли б використовувати аналітичні файли cookie, щоб розуміти, як ним користуються, і маркетингові файли cookie, щоб оцінювати наші кампанії. Ми використовуємо їх лише за вашої згоди.',
  acceptAll: 'Прийняти всі',
  essentialOnly: 'Лише необхідні',
  customize: 'Налаштувати',
  close: 'Закрити банер про файли cookie',
  acceptedAll: 'Ви прийняли всі файли cookie.',
  essentialChosen: 'Ви обрали лише необхідні файли cookie.',
  saved: 'Ваші налаштування файлів cookie збережено.',
  confirmationHint: 'Ви можете будь-коли змінити свій вибір.',
  hideConfirmation: 'Приховати це повідомлення',
} satisfies UiMessages['cookieBanner'];

export const documentLibrary = {
  filters: 'Фільтрування документів',
  search: 'Пошук документів',
  clearSearch: 'Очистити пошук',
  type: 'Тип',
  allTypes: 'Усі типи',
  year: 'Рік',
  allYears: 'Усі роки',
  clearFilters: 'Скинути фільтри',
  empty: 'Документів не знайдено',
  resultCount:
    '{count, plural, one {# документ} few {# документи} many {# документів} other {# документа}}',
} satisfies UiMessages['documentLibrary'];

export const notFound = {
  title: 'Сторінку не знайдено',
  description: 'Сторінки, яку ви шукаєте, не існує або її було переміщено.',
  search: 'Пошук на сайті',
  searchButton: 'Шукати',
  homeCardTitle: 'Головна сторінка',
  homeCardDescription: 'Почніть знову з нашої головної сторінки.',
  searchCardTitle: 'Пошук на сайті',
  searchCardDescription: 'Знайдіть сторінки, статті й документи.',
  backCardTitle: 'Повернутися назад',
  backCardDescription: 'Поверніться на сторінку, яку ви переглядали.',
  linksTitle: 'Популярні сторінки',
  home: 'На головну сторінку',
  back: 'Повернутися назад',
  helpTitle: 'Потрібна допомога?',
  helpText:
    'Якщо ви потрапили сюди за посиланням або не можете знайти потрібне, наша команда вам допоможе.',
  contact: 'Зв’яжіться з нами',
} satisfies UiMessages['notFound'];

export const policyLayout = {
  lastUpdated: 'Останнє оновлення',
  effectiveDate: 'Дата набрання чинності',
  reviewDate: 'Дата перегляду',
  approvedBy: 'Затверджено',
  contents: 'Зміст',
  backToContents: 'Назад до змісту',
  relatedLinks: 'Пов’язані політики',
} satisfies UiMessages['policyLayout'];
