// The Arabic of the marketplace merchant's reports: the Shopix and Emart settlement rows and the order master.
import type { Catalogue } from '../catalogue.js';
import { MARKETPLACE_MESSAGES } from '../../schemas/marketplace.js';

export const AR_MARKETPLACE: Catalogue = {
  'Marketplace reports': 'تقارير المتاجر الإلكترونية',
  'Settlement Report': 'تقرير التسوية',
  'Settlement filters': 'عوامل تصفية التسوية',
  'Order-master filters': 'عوامل تصفية تقرير الطلبات',
  'The Emart and Shopix orders and their settlement': 'طلبات Emart وShopix وتسويتها',
  'Scheme Type': 'المتجر',
  Download: 'تنزيل',
  'Order ID': 'رقم الطلب',
  'Order Date': 'تاريخ الطلب',
  'Order Time': 'وقت الطلب',
  'Customer Reference': 'مرجع العميل',
  Items: 'عدد الأصناف',
  'Merchant Settlement Date': 'تاريخ التسوية للتاجر',
  'Could not load orders, please try again later.': 'تعذّر تحميل الطلبات، يرجى المحاولة لاحقًا.',
  'No orders to export': 'لا توجد طلبات لتصديرها',
  [MARKETPLACE_MESSAGES.noOrdersFound]: 'لا توجد طلبات',
  [MARKETPLACE_MESSAGES.schemeType]: 'يجب أن يكون EMART أو SHOPIX',
  [MARKETPLACE_MESSAGES.currency]: 'يجب أن تكون فارغة أو ILS أو USD أو JOD',
};
