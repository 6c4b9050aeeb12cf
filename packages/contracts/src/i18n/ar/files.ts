// The Arabic of what the PDF and Excel files say beside the screens' own texts: their subtitles' parts.
import type { Catalogue } from '../catalogue.js';

export const AR_FILES: Catalogue = {
  'Branches {{branches}}': 'الفروع {{branches}}',
  'Amount {{from}} to {{to}}': 'المبلغ من {{from}} إلى {{to}}',
  'Amount from {{from}}': 'المبلغ من {{from}}',
  'Amount up to {{to}}': 'المبلغ حتى {{to}}',
  'Embassy {{embassy}}': 'السفارة {{embassy}}',
  'No data': 'لا توجد بيانات',
};
