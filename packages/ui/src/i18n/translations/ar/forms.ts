// The forms components' words in this language: the keys of ../../words/forms.ts.
// Arabic: formal Modern Standard Arabic, addressing the reader in the plural of respect
// (-كم); 'the Trust' is المؤسسة.
import type { UiMessages } from '../../types.ts';

export const errorSummary = {
  title: 'هناك مشكلة',
} satisfies UiMessages['errorSummary'];

export const fieldError = {
  prefix: 'خطأ:',
} satisfies UiMessages['fieldError'];

export const fieldLabel = {
  requiredMarker: '(مطلوب)',
} satisfies UiMessages['fieldLabel'];

export const honeypotField = {
  label: 'يُرجى ترك هذا الحقل فارغًا',
} satisfies UiMessages['honeypotField'];

export const searchInput = {
  clearLabel: 'مسح البحث',
} satisfies UiMessages['searchInput'];

export const footerNewsletterForm = {
  label: 'عنوان البريد الإلكتروني',
  submitLabel: 'اشتراك',
  confirmation: 'تم الاشتراك!',
  failureMessage: 'نأسف، تعذّر إتمام اشتراككم. يُرجى المحاولة مرة أخرى.',
} satisfies UiMessages['footerNewsletterForm'];

export const contactForm = {
  nameLabel: 'الاسم الكامل',
  emailLabel: 'عنوان البريد الإلكتروني',
  subjectLabel: 'الموضوع',
  messageLabel: 'الرسالة',
  consentLabel: 'أوافق على أن تعالج المؤسسة بياناتي الشخصية للرد على استفساري.',
  submitLabel: 'إرسال الرسالة',
  sendingLabel: 'جارٍ الإرسال…',
  sentTitle: 'تم إرسال الرسالة بنجاح',
  sentMessage: 'شكرًا لتواصلكم معنا. نحرص على الرد خلال يومين إلى ثلاثة أيام عمل.',
  sendAnotherLabel: 'إرسال رسالة أخرى',
  failureMessage: 'نأسف، تعذّر إرسال رسالتكم. يُرجى المحاولة مرة أخرى.',
  nameRequired: 'الاسم الكامل مطلوب',
  nameSingleLine: 'يُرجى كتابة الاسم الكامل في سطر واحد، دون فواصل أسطر أو علامات جدولة',
  emailRequired: 'البريد الإلكتروني مطلوب',
  emailInvalid: 'يُرجى إدخال عنوان بريد إلكتروني صالح',
  subjectRequired: 'الموضوع مطلوب',
  subjectSingleLine: 'يُرجى كتابة الموضوع في سطر واحد، دون فواصل أسطر أو علامات جدولة',
  messageRequired: 'الرسالة مطلوبة',
  consentRequired: 'يُرجى تقديم موافقتكم لنتمكن من معالجة استفساركم.',
} satisfies UiMessages['contactForm'];

export const enquiryForm = {
  nameLabel: 'الاسم',
  emailLabel: 'عنوان البريد الإلكتروني',
  phoneLabel: 'رقم الهاتف (اختياري)',
  messageLabel: 'الرسالة',
  submitLabel: 'إرسال الاستفسار',
  sendingLabel: 'جارٍ الإرسال…',
  successTitle: 'شكرًا لكم',
  successMessage: 'سيتواصل معكم فريقنا خلال 48 ساعة.',
  failureMessage: 'نأسف، تعذّر إرسال استفساركم. يُرجى المحاولة مرة أخرى.',
  nameRequired: 'الاسم مطلوب',
  nameSingleLine: 'يُرجى كتابة الاسم في سطر واحد، دون فواصل أسطر أو علامات جدولة',
  emailRequired: 'البريد الإلكتروني مطلوب',
  emailInvalid: 'يُرجى إدخال عنوان بريد إلكتروني صالح',
  phoneSingleLine: 'يُرجى كتابة رقم الهاتف في سطر واحد، دون فواصل أسطر أو علامات جدولة',
  messageRequired: 'الرسالة مطلوبة',
} satisfies UiMessages['enquiryForm'];

export const newsletterSignupForm = {
  firstNameLabel: 'الاسم الأول',
  emailLabel: 'عنوان البريد الإلكتروني',
  consentLabel:
    'أرغب في تلقي رسائل بالبريد الإلكتروني عن عمل المؤسسة، ويمكنني إلغاء الاشتراك في أي وقت.',
  submitLabel: 'اشتراك',
  successTitle: 'تم تأكيد الاشتراك',
  successMessage:
    'شكرًا لاشتراككم. أرسلنا إليكم رسالة تأكيد بالبريد الإلكتروني: يُرجى اتباع التعليمات الواردة فيها لإتمام اشتراككم.',
  failureMessage: 'نأسف، تعذّر إتمام اشتراككم. يُرجى المحاولة مرة أخرى.',
  firstNameRequired: 'الاسم الأول مطلوب',
  firstNameSingleLine: 'يُرجى كتابة الاسم الأول في سطر واحد، دون فواصل أسطر أو علامات جدولة',
  emailRequired: 'البريد الإلكتروني مطلوب',
  emailInvalid: 'يُرجى إدخال عنوان بريد إلكتروني صالح',
  consentRequired: 'يُرجى تأكيد رغبتكم في تلقي نشرتنا الإخبارية.',
} satisfies UiMessages['newsletterSignupForm'];

export const tryAgainLater = {
  message:
    'عذرًا، أُرسل عدد كبير جدًا من النماذج من اتصالكم. يُرجى الانتظار ثم المحاولة مرة أخرى. مدة الانتظار: {wait}. كل ما كتبتموه لا يزال محفوظًا.',
} satisfies UiMessages['tryAgainLater'];
