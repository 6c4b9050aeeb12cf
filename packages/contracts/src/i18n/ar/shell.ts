// Arabic of the frame around every screen: sign-in, the top bar, the menu, the user's panel, the screens' names.
import type { Catalogue } from '../catalogue.js';

export const AR_SHELL: Catalogue = {
  '{{bankName}} Merchant Portal': 'بوابة التجار - {{bankName}}',
  'Sign in to your merchant account': 'سجّل الدخول إلى حساب التاجر الخاص بك',
  'Sign in': 'تسجيل الدخول',
  'Sign In': 'تسجيل الدخول',
  Username: 'اسم المستخدم',
  Password: 'كلمة المرور',
  'Trouble signing in?': 'هل تواجه مشكلة في تسجيل الدخول؟',
  'Contact Admin': 'تواصل مع مسؤول النظام',
  'Could not change the language, please try again.': 'تعذّر تغيير اللغة، يرجى المحاولة مرة أخرى.',
  'Your language could not be kept for your next sign-in, please try again.':
    'تعذّر حفظ اللغة لتسجيل دخولك القادم، يرجى المحاولة مرة أخرى.',
  Digits: 'الأرقام',
  'Latin digits': 'أرقام لاتينية',
  'Arabic-Indic digits': 'أرقام هندية',
  'Your digits could not be kept for your next sign-in, please try again.':
    'تعذّر حفظ اختيار الأرقام لتسجيل دخولك القادم، يرجى المحاولة مرة أخرى.',
  'Open menu': 'فتح القائمة',
  'Close menu': 'إغلاق القائمة',
  'Expand menu': 'توسيع القائمة',
  'Collapse menu': 'طيّ القائمة',
  'Main menu': 'القائمة الرئيسية',
  'Loading the page': 'جارٍ تحميل الصفحة',
  'Log out': 'تسجيل الخروج',
  'Signed-in user': 'المستخدم الحالي',
  'Are you still there?': 'هل ما زلت هنا؟',
  'Go to Dashboard': 'الانتقال إلى لوحة المعلومات',
  'Page Not Found': 'الصفحة غير موجودة',
  'Order Master Report': 'تقرير الطلبات الرئيسي',
  // The menu's entries (spec part 1 §2, part 2 §1); the ministries by their Arabic names, brands as they are.
  Overview: 'نظرة عامة',
  Dashboard: 'لوحة المعلومات',
  'Advanced Dashboard': 'لوحة المعلومات المتقدمة',
  Transactions: 'الحركات',
  'Pre Auth Transactions': 'حركات التفويض المسبق',
  Merchant: 'التاجر',
  'RJ Bookings': 'حجوزات الملكية الأردنية',
  'Reports Library': 'مكتبة التقارير',
  'Shopix and Emart Reports': 'تقارير Shopix وEmart',
  Profile: 'الملف الشخصي',
  'MOFA Transactions': 'حركات وزارة الخارجية',
  'MoDEE Transactions': 'حركات وزارة الاقتصاد الرقمي',
  // Every list's pager; the figures in Latin digits, as Jordanian banks print them.
  'Rows per page:': 'عدد الصفوف في الصفحة:',
  '{{from}}–{{to}} of {{count}}': '{{from}}–{{to}} من {{count}}',
  // Users' types (part 1 §3).
  'Front office': 'المكتب الأمامي',
  System: 'النظام',
};
