// The dialogs' words in this language: the keys of ../../words/dialogs.ts.
import type { UiMessages } from '../../types.ts';

export const dialog = {
  close: 'Закрити',
} satisfies UiMessages['dialog'];

export const searchDialog = {
  title: 'Пошук',
  inputLabel: 'Шукати сторінки, статті й документи',
  emptyPrompt: 'Почніть вводити запит, щоб шукати сторінки, статті й документи',
  searching: 'Триває пошук…',
  resultCount:
    '{count, plural, one {Знайдено # результат} few {Знайдено # результати} many {Знайдено # результатів} other {Знайдено # результату}}',
  noResults: 'Нічого не знайдено за запитом «{query}»',
  showMore: 'Показати ще результати',
  error: 'Пошук зараз не працює. Спробуйте ще раз трохи згодом.',
  typePage: 'Сторінка',
  typeBlog: 'Стаття',
  typeDocument: 'Документ',
} satisfies UiMessages['searchDialog'];

export const cookiePreferencesDialog = {
  title: 'Налаштування файлів cookie',
  description:
    'Виберіть, які файли cookie ми можемо використовувати. Ви можете змінити свій вибір будь-коли.',
  essentialLabel: 'Необхідні файли cookie',
  essentialDescription:
    'Забезпечують безпеку й роботу вебсайту та запам’ятовують вибір, який ви тут робите.',
  analyticsLabel: 'Аналітичні файли cookie',
  analyticsDescription:
    'Показують нам, які сторінки відвідують і як їх знаходять, щоб ми могли покращувати вебсайт. Вони не розкривають вашої особи.',
  marketingLabel: 'Маркетингові файли cookie',
  marketingDescription:
    'Допомагають нам оцінювати наші кампанії та показувати повідомлення про нашу роботу на інших вебсайтах.',
  alwaysOn: 'Завжди ввімкнені: без них вебсайт не може працювати, тому їх не можна вимкнути.',
  save: 'Зберегти налаштування',
} satisfies UiMessages['cookiePreferencesDialog'];
