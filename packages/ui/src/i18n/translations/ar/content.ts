// The content components' words in this language: the keys of ../../words/content.ts.
// Arabic: formal Modern Standard Arabic; plurals in all six forms.
import type { UiMessages } from '../../types.ts';

export const notice = {
  info: 'معلومات:',
  success: 'تم بنجاح:',
  warning: 'تحذير:',
  error: 'خطأ:',
  dismiss: 'إغلاق',
} satisfies UiMessages['notice'];

export const faqList = {
  expandAll: 'توسيع الكل',
  collapseAll: 'طي الكل',
} satisfies UiMessages['faqList'];

export const shareButton = {
  label: 'مشاركة المقال',
  copyLink: 'نسخ الرابط',
  copied: 'تم نسخ الرابط',
  copyFailed: 'تعذّر نسخ الرابط. يُرجى نسخه من المربع أدناه.',
  linkField: 'رابط هذه الصفحة',
  email: 'البريد الإلكتروني',
} satisfies UiMessages['shareButton'];

export const articleCard = {
  categories: 'الفئات',
  readingTimeShort:
    'قراءة {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}',
  readingTimeFull:
    'مدة القراءة: {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتان} few {# دقائق} many {# دقيقة} other {# دقيقة}}',
} satisfies UiMessages['articleCard'];

export const documentCard = {
  view: 'عرض',
  download: 'تنزيل',
  published: 'تاريخ النشر',
  version: 'الإصدار',
  size: 'الحجم',
  checksum: 'SHA-256',
  tags: 'الوسوم',
} satisfies UiMessages['documentCard'];

export const pillarCard = {
  outcomes: 'النتائج',
  learnMore: 'اعرف المزيد',
  learnMoreContext: 'عن {title}',
} satisfies UiMessages['pillarCard'];

export const programmeArea = {
  numberLabel: 'مجال البرنامج {number}',
  outcomes: 'أمثلة على النتائج',
} satisfies UiMessages['programmeArea'];

export const link = {
  newTab: '(يُفتح في علامة تبويب جديدة)',
} satisfies UiMessages['link'];

export const skipLink = {
  label: 'انتقل إلى المحتوى الرئيسي',
} satisfies UiMessages['skipLink'];
