// The performance dashboard's calls (spec part 1 §7): the dashboard, the loan record, the e-mail actions.
// A load error raises no notice: the section that failed says so in place of its figures, with a Retry.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import type { EmailSource } from '@merchant-portal/contracts/schemas/dashboards';
import { useMutation, useQuery } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { call, isHttpError } from '../../../lib/http';
import type { LoanRecord } from '../performance/rules';

export function usePerformanceDashboard() {
  return useQuery({
    queryKey: ['performance-dashboard'],
    queryFn: async ({ signal }) =>
      (await call(ENDPOINTS.performanceDashboard, { query: { currency: 'JOD' }, signal })).data,
  });
}

/** The loan reply's two entities merged into one record (spec part 1 §3 "Loan"). */
export function useLoanEligibility() {
  return useQuery({
    queryKey: ['loan-eligibility'],
    queryFn: async ({ signal }): Promise<LoanRecord> => {
      const { data } = await call(ENDPOINTS.loanEligibility, { query: { country: 'JO' }, signal });
      return { ...data.mpDashboardEntity, ...data.loanEligibilityEntity };
    },
  });
}

/** An e-mail to the merchant's account manager; one at a time, so a double click sends one. */
export function useSendEmail(emailSource: EmailSource) {
  return useMutation({
    mutationKey: ['email', emailSource],
    mutationFn: () => call(ENDPOINTS.sendEmail, { query: { country: 'JO', lang: 'en', emailSource } }),
    onSuccess: () => enqueueSnackbar(MESSAGES.emailSent, { variant: 'success' }),
    // The merchant's hourly cap (429) carries its own text, which says to wait; any other failure the spec's.
    meta: {
      errorMessage: (error: unknown) =>
        isHttpError(error) && error.status === 429 ? error.message : MESSAGES.emailFailed,
    },
  });
}
