import { formatMoney } from '@merchant-portal/contracts/format';
import { BOOKING_MESSAGES } from '@merchant-portal/contracts/schemas/bookings';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failWith } from '../../../test/fake-api';
import { pageOf } from '../../../test/replies';
import { signInEachTest, user } from '../../../test/page';
import { i18n, switchLanguage } from '../../../lib/i18n';
import { booking, bookingsApi, renderBookings, workflow } from './bookings-fixtures';

signInEachTest();

const isolate = (value: string) => `\u2068${value}\u2069`;

/** The value a details list shows for `name`. */
const detail = (dialog: HTMLElement, name: string) =>
  within(dialog).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

// As the screen's text reads it (toHaveTextContent makes a no-break space a space).
const dinars = (amount: number) => formatMoney(amount, 'JOD', 'ar').replace(/\s/g, ' ');

describe('RJ Ticket Bookings in Arabic', () => {
  it("names the columns, the codes' words and the details in Arabic, the booking's own values as they are", async () => {
    await switchLanguage('ar');
    bookingsApi({ bookingHistory: () => pageOf([booking('RJ3001')]) });
    renderBookings('maker');
    const view = await screen.findByRole('button', { name: 'عرض تفاصيل الحجز RJ3001' });
    expect(screen.getByRole('heading', { name: 'حجوزات تذاكر الملكية الأردنية' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'الرقم المرجعي للحجز' })).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: 'اكتمل الدفع' })).toBeInTheDocument();
    await user.click(view);
    const dialog = screen.getByRole('dialog', { name: 'عرض تفاصيل الدفعة' });
    expect(within(dialog).getByRole('heading', { name: 'البيانات الأساسية' })).toBeInTheDocument();
    expect(detail(dialog, 'درجة المقصورة')).toBe('الدرجة السياحية');
    expect(detail(dialog, 'الرقم المرجعي للحجز')).toBe('RJ3001');
    expect(detail(dialog, 'حالة الإشعار')).toBe('تم الإرسال');

    await user.click(within(dialog).getByRole('button', { name: 'بدء الاسترداد' }));
    const form = screen.getByRole('dialog', { name: 'بدء الاسترداد' });
    expect(form).toHaveTextContent(
      `الحجز ${isolate('RJ3001')}: مبلغ التذكرة ${isolate(dinars(250.5))}، والمسترد حتى الآن ${isolate('0.000')}`,
    );
    await user.click(within(form).getByRole('button', { name: 'إرسال' }));
    expect(within(form).getByText('جميع الحقول إلزامية')).toBeInTheDocument();
  });

  it("knows the server's refusal about the workflow in Arabic: the task could not be completed", async () => {
    await switchLanguage('ar');
    bookingsApi({
      workflowSearch: () => pageOf([workflow('RJ3002')]),
      workflowManageTask: () => failWith(409, i18n.t(BOOKING_MESSAGES.notPending)),
    });
    renderBookings('checker', { path: '/rj-bookings?tab=refunds' });
    await user.click(await screen.findByRole('button', { name: 'عرض طلب استرداد الحجز RJ3002' }));
    const dialog = screen.getByRole('dialog', { name: 'عرض طلب الاسترداد' });
    expect(within(dialog).getByRole('heading', { name: 'قرار المدقق' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'موافقة' }));
    const confirmation = await screen.findByRole('dialog', { name: 'يرجى التأكيد' });
    expect(confirmation).toHaveTextContent(
      `هل توافق على استرداد ${isolate(dinars(100.25))} للحجز ${isolate('RJ3002')}؟`,
    );
    await user.click(within(confirmation).getByRole('button', { name: 'الموافقة على الاسترداد' }));
    expect(await screen.findByText('تعذّر إكمال المهمة. WORK_FLOW_ERROR')).toBeInTheDocument();
    expect(screen.getByText('لم يعد طلب الاسترداد هذا بانتظار المدقق')).toBeInTheDocument();
  });
});
