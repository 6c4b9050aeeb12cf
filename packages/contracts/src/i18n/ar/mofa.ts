// Arabic of the embassy-fee screen (MOFA, وزارة الخارجية وشؤون المغتربين): its filter, its columns and its rules.
import type { Catalogue } from '../catalogue.js';

export const AR_MOFA: Catalogue = {
  'MOFA filters': 'عوامل تصفية حركات وزارة الخارجية',
  'Transfer Reference No': 'رقم مرجع التحويل',
  Embassy: 'السفارة',
  'Is Charged Back': 'تم استرجاعها',
  'Is Processed': 'تمت معالجتها',
  'Is Pre Arb': 'قيد ما قبل التحكيم',
  'Transaction Reference Number': 'الرقم المرجعي للحركة',
  'Total Amount': 'المبلغ الإجمالي',
  'Transaction Status': 'حالة الحركة',
  'Request ID': 'رقم الطلب',
  'Amount In Org Ccy': 'المبلغ بالعملة الأصلية',
  'Org Currency': 'العملة الأصلية',
  'FX Rate': 'سعر الصرف',
  'Surcharge Amount': 'مبلغ الرسوم الإضافية',
  'MOFA Calculation Request': 'طلب الاحتساب لدى وزارة الخارجية',
  'MOFA Payment Notification': 'إشعار الدفع لوزارة الخارجية',
  'Cybersource Transactions Details': 'تفاصيل حركات Cybersource',
  'MOFA Posted Transactions': 'الحركات المرحّلة لوزارة الخارجية',
  'Transaction FX Rate': 'سعر صرف الحركة',
  // Keeps the currency's code last: the totals strip does not say it twice.
  'Total Amount JOD': 'إجمالي المبلغ JOD',
  'Surcharge FX Rate': 'سعر صرف الرسوم الإضافية',
  'Must be an embassy code': 'يجب أن يكون رمز سفارة',
  'You can only see the transactions of your own embassy': 'يمكنك الاطلاع على حركات سفارتك فقط',
  'An embassy user’s username must end in an embassy code after the underscore, e.g. consular_12':
    'يجب أن ينتهي اسم مستخدم السفارة برمز السفارة بعد الشرطة السفلية، مثل consular_12',
  'Your username names no embassy, so no embassy can be shown. Please Contact The Admin':
    'اسم المستخدم الخاص بك لا يحدد أي سفارة، لذا لا يمكن عرض أي سفارة. يرجى التواصل مع مسؤول النظام',
  'MOFA transactions are CyberSource payments of all branches, cards and methods':
    'حركات وزارة الخارجية هي دفعات CyberSource لجميع الفروع والبطاقات والأنواع',
  'Must be letters, digits or dashes': 'يجب أن يتكون من أحرف أو أرقام أو شرطات',
  'MOFA transactions are searched by their RRN, Auth Code and Transfer Reference No fields, not by the card search':
    'يُبحث في حركات وزارة الخارجية برقم RRN ورمز التفويض ورقم مرجع التحويل، وليس ببحث البطاقة',
};
