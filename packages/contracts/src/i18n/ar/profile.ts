// Arabic of the user's own screens: the profile, the password forms, and the groups a user belongs to (their
// names and the portal's descriptions of them).
import type { Catalogue } from '../catalogue.js';

export const AR_PROFILE: Catalogue = {
  'User Details': 'بيانات المستخدم',
  'User Type': 'نوع المستخدم',
  'First Name': 'الاسم الأول',
  'Last Name': 'اسم العائلة',
  'Email Address': 'البريد الإلكتروني',
  Mobile: 'رقم الهاتف المحمول',
  Access: 'الصلاحيات',
  'Update Password': 'تحديث كلمة المرور',
  'Reset Password': 'إعادة تعيين كلمة المرور',
  'You need to set a new password before you can sign in.':
    'عليك تعيين كلمة مرور جديدة قبل أن تتمكن من تسجيل الدخول.',
  'Change password': 'تغيير كلمة المرور',
  'Old Password': 'كلمة المرور الحالية',
  'New Password': 'كلمة المرور الجديدة',
  'Confirm New Password': 'تأكيد كلمة المرور الجديدة',
  'Show password': 'إظهار كلمة المرور',
  'Hide password': 'إخفاء كلمة المرور',
  // The groups.
  'Merchant administrators': 'مسؤولو التاجر',
  'Merchant users': 'مستخدمو التاجر',
  'Dashboard users': 'مستخدمو لوحة المعلومات',
  'Advanced dashboard users': 'مستخدمو لوحة المعلومات المتقدمة',
  'Report users': 'مستخدمو التقارير',
  'Pre-auth users': 'مستخدمو التفويض المسبق',
  'Booking makers': 'منشئو طلبات الحجوزات',
  'Booking checkers': 'مدققو طلبات الحجوزات',
  'Embassy fee users': 'مستخدمو رسوم السفارات',
  'Digital government users': 'مستخدمو الخدمات الحكومية الرقمية',
  'Ride-hailing users': 'مستخدمو خدمات التوصيل بالسيارات',
  'Marketplace report users': 'مستخدمو تقارير المتاجر الإلكترونية',
  'Merchant Administrators — manage users and see all transactions':
    'مسؤولو التاجر — إدارة المستخدمين والاطلاع على جميع الحركات',
  'Merchant Users — see and export card transactions': 'مستخدمو التاجر — الاطلاع على حركات البطاقات وتصديرها',
  'Dashboard Users — see the performance dashboard': 'مستخدمو لوحة المعلومات — الاطلاع على لوحة الأداء',
  'Advanced Dashboard Users — see the advanced performance dashboard':
    'مستخدمو لوحة المعلومات المتقدمة — الاطلاع على لوحة الأداء المتقدمة',
  'Report Users — request and download settlement reports': 'مستخدمو التقارير — طلب تقارير التسوية وتنزيلها',
  'Pre-Auth Users — see pre-authorisation transactions':
    'مستخدمو التفويض المسبق — الاطلاع على حركات التفويض المسبق',
  'Booking Makers — initiate refunds and payment status changes':
    'منشئو طلبات الحجوزات — بدء عمليات الاسترداد وتغيير حالات الدفع',
  'Booking Checkers — approve or reject refunds':
    'مدققو طلبات الحجوزات — الموافقة على عمليات الاسترداد أو رفضها',
  'Embassy Fee Users — see embassy-fee transactions':
    'مستخدمو رسوم السفارات — الاطلاع على حركات رسوم السفارات',
  'Digital Government Users — see digital-government transactions':
    'مستخدمو الخدمات الحكومية الرقمية — الاطلاع على حركات الخدمات الحكومية الرقمية',
  'Ride-hailing Users — see ride categories on transactions':
    'مستخدمو خدمات التوصيل بالسيارات — الاطلاع على فئات الرحلات في الحركات',
  'Marketplace Report Users — Shopix and Emart settlement reports':
    'مستخدمو تقارير المتاجر الإلكترونية — تقارير تسوية Shopix وEmart',
};
