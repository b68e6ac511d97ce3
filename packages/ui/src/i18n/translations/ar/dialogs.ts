// The dialogs' words in this language: the keys of ../../words/dialogs.ts.
import type { UiMessages } from '../../types.ts';

export const dialog = {
  close: 'إغلاق',
} satisfies UiMessages['dialog'];

export const searchDialog = {
  title: 'البحث',
  inputLabel: 'ابحث في الصفحات والمقالات والوثائق',
  emptyPrompt: 'ابدأ الكتابة للبحث في الصفحات والمقالات والوثائق',
  searching: 'جارٍ البحث…',
  resultCount:
    '{count, plural, zero {لم يُعثر على أي نتيجة} one {عُثر على نتيجة واحدة} two {عُثر على نتيجتين} few {عُثر على # نتائج} many {عُثر على # نتيجة} other {عُثر على # نتيجة}}',
  noResults: 'لم يُعثر على نتائج للبحث عن «{query}»',
  showMore: 'عرض المزيد من النتائج',
  error: 'البحث لا يعمل حاليًا. يُرجى المحاولة مرة أخرى بعد قليل.',
  typePage: 'صفحة',
  typeBlog: 'مقالة',
  typeDocument: 'وثيقة',
} satisfies UiMessages['searchDialog'];

export const cookiePreferencesDialog = {
  title: 'تفضيلات ملفات تعريف الارتباط',
  description: 'اختر ملفات تعريف الارتباط التي يجوز لنا استخدامها. ويمكنك تغيير اختيارك في أي وقت.',
  essentialLabel: 'ملفات تعريف الارتباط الضرورية',
  essentialDescription: 'تحافظ على أمان الموقع وحسن عمله، وتحفظ الخيارات التي تحددها هنا.',
  analyticsLabel: 'ملفات تعريف الارتباط التحليلية',
  analyticsDescription:
    'تُطلعنا على الصفحات التي يزورها الناس وكيفية وصولهم إليها، لنتمكن من تحسين الموقع. ولا تكشف هويتك.',
  marketingLabel: 'ملفات تعريف الارتباط التسويقية',
  marketingDescription: 'تساعدنا على قياس أثر حملاتنا وعرض رسائل عن عملنا على مواقع أخرى.',
  alwaysOn: 'مفعّلة دائمًا: لا يمكن للموقع أن يعمل من دونها، لذا لا يمكن إيقافها.',
  save: 'حفظ التفضيلات',
} satisfies UiMessages['cookiePreferencesDialog'];
