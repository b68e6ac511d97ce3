// The patterns components' words in this language: the keys of ../../words/patterns.ts.
import type { UiMessages } from '../../types.ts';

export const articleFilters = {
  form: 'البحث في المقالات وتصفيتها',
  search: 'البحث في المقالات',
  clearSearch: 'مسح البحث',
  category: 'الفئة',
  allCategories: 'جميع الفئات',
  region: 'المنطقة',
  allRegions: 'جميع المناطق',
  programmeArea: 'مجال البرامج',
  allProgrammeAreas: 'جميع مجالات البرامج',
  filter: 'تصفية',
  clear: 'مسح عوامل التصفية',
} satisfies UiMessages['articleFilters'];

export const articleLayout = {
  byline: 'بقلم {author}',
  readingTime:
    '{minutes, plural, zero {مدة القراءة: # دقيقة} one {مدة القراءة: دقيقة واحدة} two {مدة القراءة: دقيقتان} few {مدة القراءة: # دقائق} many {مدة القراءة: # دقيقة} other {مدة القراءة: # دقيقة}}',
  allArticles: 'عرض جميع المقالات',
  categories: 'الفئات',
  tags: 'الوسوم',
} satisfies UiMessages['articleLayout'];

export const articleListing = {
  showing:
    'عرض {shown} من أصل {total, plural, zero {# مقالة} one {مقالة واحدة} two {مقالتين} few {# مقالات} many {# مقالة} other {# مقالة}}',
  loadMore: 'تحميل المزيد من المقالات',
  loading: 'جارٍ تحميل المقالات…',
  empty: 'لم يُعثر على أي مقالات.',
} satisfies UiMessages['articleListing'];

export const articleNotFound = {
  back: 'العودة إلى المقالات',
  title: 'المقالة غير موجودة',
  description: 'المقالة التي تبحث عنها غير موجودة أو نُقلت إلى مكان آخر.',
} satisfies UiMessages['articleNotFound'];

export const checksumDetails = {
  show: 'إظهار المجموع الاختباري SHA-256 كاملًا',
} satisfies UiMessages['checksumDetails'];

export const checksumVerifier = {
  copy: 'نسخ المجموع الاختباري',
  copied: 'تم نسخ المجموع الاختباري',
  copyFailed: 'تعذّر نسخ المجموع الاختباري. حدّده أعلاه وانسخه يدويًا.',
  verify: 'التحقق من الملف',
  verifying: 'جارٍ التحقق من الملف…',
  match: 'الملف مطابق لهذا المجموع الاختباري: إنه الملف الذي نشرناه تمامًا.',
  mismatch: 'الملف غير مطابق لهذا المجموع الاختباري. لا تعتمد عليه: نزّله مرة أخرى أو تواصل معنا.',
  computed: 'المجموع الاختباري للملف المستلَم:',
  error: 'تعذّر جلب الملف، ولذلك لم يُتحقَّق منه. تحقّق من اتصالك بالإنترنت وحاول مرة أخرى.',
  unsupported:
    'لا يستطيع هذا المتصفح التحقق من الملفات في هذه الصفحة. استخدم بدلًا من ذلك أحد الأوامر الواردة أدناه.',
} satisfies UiMessages['checksumVerifier'];

export const cookieBanner = {
  title: 'ملفات تعريف الارتباط على هذا الموقع',
  message:
    'نستخدم ملفات تعريف الارتباط الضرورية لكي يعمل هذا الموقع. ونودّ أيضًا استخدام ملفات تعريف الارتباط التحليلية لفهم كيفية استخدامه، وملفات تعريف الارتباط التسويقية لقياس أداء حملاتنا. ولا نستخدم هذه الملفات إلا بموافقتك.',
  acceptAll: 'قبول الكل',
  essentialOnly: 'الضرورية فقط',
  customize: 'تخصيص',
  close: 'إغلاق شريط ملفات تعريف الارتباط',
  acceptedAll: 'لقد قبلت جميع ملفات تعريف الارتباط.',
  essentialChosen: 'لقد اخترت ملفات تعريف الارتباط الضرورية فقط.',
  saved: 'تم حفظ تفضيلاتك بشأن ملفات تعريف الارتباط.',
  confirmationHint: 'يمكنك تغيير اختيارك في أي وقت.',
  hideConfirmation: 'إخفاء هذه الرسالة',
} satisfies UiMessages['cookieBanner'];

export const documentLibrary = {
  filters: 'تصفية المستندات',
  search: 'البحث في المستندات',
  clearSearch: 'مسح البحث',
  type: 'النوع',
  allTypes: 'جميع الأنواع',
  year: 'السنة',
  allYears: 'جميع السنوات',
  clearFilters: 'مسح عوامل التصفية',
  empty: 'لم يُعثر على أي مستندات',
  resultCount:
    '{count, plural, zero {لا توجد مستندات} one {مستند واحد} two {مستندان} few {# مستندات} many {# مستندًا} other {# مستند}}',
} satisfies UiMessages['documentLibrary'];

export const notFound = {
  title: 'الصفحة غير موجودة',
  description: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى مكان آخر.',
  search: 'البحث في الموقع',
  searchButton: 'بحث',
  homeCardTitle: 'الصفحة الرئيسية',
  homeCardDescription: 'ابدأ من جديد من صفحتنا الرئيسية.',
  searchCardTitle: 'البحث في الموقع',
  searchCardDescription: 'اعثر على الصفحات والمقالات والمستندات.',
  backCardTitle: 'الرجوع',
  backCardDescription: 'عُد إلى الصفحة التي كنت تتصفحها.',
  linksTitle: 'الصفحات الأكثر زيارة',
  home: 'الانتقال إلى الصفحة الرئيسية',
  back: 'الرجوع',
  helpTitle: 'هل تحتاج إلى مساعدة؟',
  helpText: 'إذا وصلت إلى هنا عبر رابط، أو لم تجد ما تحتاج إليه، فبإمكان فريقنا مساعدتك.',
  contact: 'تواصل معنا',
} satisfies UiMessages['notFound'];

export const policyLayout = {
  lastUpdated: 'آخر تحديث',
  effectiveDate: 'تاريخ السريان',
  reviewDate: 'تاريخ المراجعة',
  approvedBy: 'جهة الاعتماد',
  contents: 'المحتويات',
  backToContents: 'العودة إلى المحتويات',
  relatedLinks: 'سياسات ذات صلة',
} satisfies UiMessages['policyLayout'];
