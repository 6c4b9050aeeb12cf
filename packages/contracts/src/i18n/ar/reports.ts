// The Arabic of the reports library: requesting a report of the transactions, its list and its files.
import type { Catalogue } from '../catalogue.js';
import { REPORT_FAILURES, REPORT_TEMPLATES, REPORT_TEXTS } from '../../schemas/reports.js';

export const AR_REPORTS: Catalogue = {
  Reports: 'التقارير',
  'View Submit and Download Reports': 'عرض التقارير وطلبها وتنزيلها',
  'Request Report': 'طلب تقرير',
  'Submitting the report request': 'جارٍ إرسال طلب التقرير',
  'Loading reports': 'جارٍ تحميل التقارير',
  'Requested reports': 'التقارير المطلوبة',
  'Requested Date': 'تاريخ تقديم الطلب',
  'Manual Refunds': 'الاستردادات اليدوية',
  [REPORT_TEXTS.submitted]: 'تم إرسال طلب التقرير بنجاح',
  [REPORT_TEXTS.submitFailed]: 'حدث خطأ أثناء إرسال طلب التقرير',
  [REPORT_TEXTS.downloadFailed]: 'تعذّر تنزيل التقرير حاليًا. يرجى المحاولة لاحقًا أو التواصل مع الدعم',
  [REPORT_TEXTS.noReports]: 'لم يُطلب أي تقرير بعد',
  [REPORT_TEXTS.listFailed]: 'تعذّر تحميل التقارير، يرجى المحاولة لاحقًا.',
  [REPORT_FAILURES.scopeGone]: 'لم يعد التاجر أو الفروع التي يشملها هذا الطلب متاحة لك.',
  [REPORT_FAILURES.notWritten]: 'تعذّر إعداد التقرير. يرجى طلبه مرة أخرى أو التواصل مع الدعم.',
  // Arabic counts agree by number: one, two, three to ten, eleven and more (docs/i18n.md).
  [REPORT_TEMPLATES.expired]: 'حُذفت الملفات بعد {{count}} يومًا من إعدادها.',
  [`${REPORT_TEMPLATES.expired}_one`]: 'حُذفت الملفات بعد يوم واحد من إعدادها.',
  [`${REPORT_TEMPLATES.expired}_two`]: 'حُذفت الملفات بعد يومين من إعدادها.',
  [`${REPORT_TEMPLATES.expired}_few`]: 'حُذفت الملفات بعد {{count}} أيام من إعدادها.',
  [REPORT_TEMPLATES.tooMany]:
    'لديك {{count}} تقريرًا قيد الانتظار. يرجى الانتظار حتى تكتمل قبل طلب تقرير آخر.',
  [`${REPORT_TEMPLATES.tooMany}_one`]:
    'لديك تقرير واحد قيد الانتظار. يرجى الانتظار حتى يكتمل قبل طلب تقرير آخر.',
  [`${REPORT_TEMPLATES.tooMany}_two`]:
    'لديك تقريران قيد الانتظار. يرجى الانتظار حتى يكتملا قبل طلب تقرير آخر.',
  [`${REPORT_TEMPLATES.tooMany}_few`]:
    'لديك {{count}} تقارير قيد الانتظار. يرجى الانتظار حتى تكتمل قبل طلب تقرير آخر.',
};
