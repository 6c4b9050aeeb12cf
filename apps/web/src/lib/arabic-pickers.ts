// The date pickers in Arabic, which MUI X does not ship: their own texts, and a calendar with the month names
// Jordan uses (كانون الثاني … كانون الأول), Arabic weekdays and weeks from Saturday. Latin digits, as on the
// rest of the portal (docs/i18n.md). A theme argument, loaded with the right-to-left styling.
import { AR } from '@merchant-portal/contracts/i18n/ar/index';
import dayjs from 'dayjs';
import arabicCalendar from 'dayjs/locale/ar-iq';
import { MONTH_LABELS } from './calendar-labels';

const LOCALE = 'ar-jo';
const arabic = (english: string) => AR[english] ?? english;
const months = MONTH_LABELS.map(arabic);

// Iraq's Arabic calendar names the months as Jordan does; ours drops a stray space in its November.
dayjs.locale({ ...arabicCalendar, name: LOCALE, months, monthsShort: months, weekStart: 6 }, undefined, true);

const chooseDate = 'اختر التاريخ';

export const ARABIC_PICKERS = {
  components: {
    MuiLocalizationProvider: {
      defaultProps: {
        adapterLocale: LOCALE,
        localeText: {
          previousMonth: 'الشهر السابق',
          nextMonth: 'الشهر التالي',
          openPreviousView: 'العرض السابق',
          openNextView: 'العرض التالي',
          calendarViewSwitchingButtonAriaLabel: (view: string) =>
            view === 'year'
              ? 'عرض السنوات مفتوح، انتقل إلى عرض التقويم'
              : 'عرض التقويم مفتوح، انتقل إلى عرض السنوات',
          cancelButtonLabel: 'إلغاء',
          clearButtonLabel: 'مسح',
          okButtonLabel: 'موافق',
          todayButtonLabel: 'اليوم',
          nextStepButtonLabel: 'التالي',
          datePickerToolbarTitle: chooseDate,
          openDatePickerDialogue: (formattedDate: string | null) =>
            formattedDate ? `${chooseDate}، التاريخ المختار \u2068${formattedDate}\u2069` : chooseDate,
          fieldClearLabel: 'مسح',
          dateTableLabel: chooseDate,
          year: 'السنة',
          month: 'الشهر',
          day: 'اليوم',
          empty: 'فارغ',
        },
      },
    },
  },
};
