// The forms components' words in this language: the keys of ../../words/forms.ts.
// Ukrainian: `ви`; a field's error asks for what is missing ('Вкажіть тему'), as Ukrainian
// forms do. 'The Trust' is Фонд.
import type { UiMessages } from '../../types.ts';

export const errorSummary = {
  title: 'Виникла проблема',
} satisfies UiMessages['errorSummary'];

export const fieldError = {
  prefix: 'Помилка:',
} satisfies UiMessages['fieldError'];

export const fieldLabel = {
  requiredMarker: '(обов’язково)',
} satisfies UiMessages['fieldLabel'];

export const honeypotField = {
  label: 'Залиште це поле порожнім',
} satisfies UiMessages['honeypotField'];

export const searchInput = {
  clearLabel: 'Очистити пошук',
} satisfies UiMessages['searchInput'];

export const footerNewsletterForm = {
  label: 'Адреса електронної пошти',
  submitLabel: 'Підписатися',
  confirmation: 'Ви підписалися!',
  failureMessage: 'На жаль, не вдалося оформити підписку. Спробуйте ще раз.',
} satisfies UiMessages['footerNewsletterForm'];

export const contactForm = {
  nameLabel: 'Ім’я та прізвище',
  emailLabel: 'Адреса електронної пошти',
  subjectLabel: 'Тема',
  messageLabel: 'Повідомлення',
  consentLabel:
    'Я погоджуюся на обробку Фондом моїх персональних даних, щоб отримати відповідь на мій запит.',
  submitLabel: 'Надіслати повідомлення',
  sendingLabel: 'Надсилання…',
  sentTitle: 'Повідомлення успішно надіслано',
  sentMessage:
    'Дякуємо, що звернулися до нас. Ми намагаємося відповідати протягом 2–3 робочих днів.',
  sendAnotherLabel: 'Надіслати ще одне повідомлення',
  failureMessage: 'На жаль, не вдалося надіслати ваше повідомлення. Спробуйте ще раз.',
  nameRequired: 'Вкажіть ім’я та прізвище',
  nameSingleLine: 'Вкажіть ім’я та прізвище в одному рядку, без розривів рядка й табуляцій',
  emailRequired: 'Вкажіть адресу електронної пошти',
  emailInvalid: 'Введіть дійсну адресу електронної пошти',
  subjectRequired: 'Вкажіть тему',
  subjectSingleLine: 'Вкажіть тему в одному рядку, без розривів рядка й табуляцій',
  messageRequired: 'Напишіть повідомлення',
  consentRequired: 'Будь ласка, надайте згоду, щоб ми могли опрацювати ваш запит.',
} satisfies UiMessages['contactForm'];

export const enquiryForm = {
  nameLabel: 'Ім’я',
  emailLabel: 'Адреса електронної пошти',
  phoneLabel: 'Номер телефону (необов’язково)',
  messageLabel: 'Повідомлення',
  submitLabel: 'Надіслати запит',
  sendingLabel: 'Надсилання…',
  successTitle: 'Дякуємо',
  successMessage: 'Наша команда зв’яжеться з вами протягом 48 годин.',
  failureMessage: 'На жаль, не вдалося надіслати ваш запит. Спробуйте ще раз.',
  nameRequired: 'Вкажіть ім’я',
  nameSingleLine: 'Вкажіть ім’я в одному рядку, без розривів рядка й табуляцій',
  emailRequired: 'Вкажіть адресу електронної пошти',
  emailInvalid: 'Введіть дійсну адресу електронної пошти',
  phoneSingleLine: 'Вкажіть номер телефону в одному рядку, без розривів рядка й табуляцій',
  messageRequired: 'Напишіть повідомлення',
} satisfies UiMessages['enquiryForm'];

export const newsletterSignupForm = {
  firstNameLabel: 'Ім’я',
  emailLabel: 'Адреса електронної пошти',
  consentLabel:
    'Я хочу отримувати електронною поштою новини про роботу Фонду. Я можу відписатися будь-коли.',
  submitLabel: 'Підписатися',
  successTitle: 'Підписку підтверджено',
  successMessage:
    'Дякуємо за підписку. Ми надіслали вам лист для підтвердження: виконайте інструкції в ньому, щоб завершити оформлення підписки.',
  failureMessage: 'На жаль, не вдалося оформити підписку. Спробуйте ще раз.',
  firstNameRequired: 'Вкажіть ім’я',
  firstNameSingleLine: 'Вкажіть ім’я в одному рядку, без розривів рядка й табуляцій',
  emailRequired: 'Вкажіть адресу електронної пошти',
  emailInvalid: 'Введіть дійсну адресу електронної пошти',
  consentRequired: 'Підтвердьте, що хочете отримувати нашу розсилку.',
} satisfies UiMessages['newsletterSignupForm'];

export const tryAgainLater = {
  message:
    'На жаль, з вашого з’єднання надіслано забагато форм. Зачекайте й спробуйте ще раз. Час очікування: {wait}. Усе, що ви ввели, збережено.',
} satisfies UiMessages['tryAgainLater'];
