// Handler of the dashboard's e-mail actions (spec part 1 §7 "GET /merchant/api/email").
import { MESSAGES } from '@merchant-portal/contracts/messages';
import type { Handlers } from '../../plugins/endpoints.js';
import { requestContext } from '../../plugins/authorize.js';
import type { MailService } from './service.js';

export function mailHandlers(mail: MailService): Handlers<'sendEmail'> {
  return {
    sendEmail: async (request) => {
      await mail.requestFromDashboard(request.auth, request.query.emailSource, requestContext(request));
      return { message: MESSAGES.emailSent };
    },
  };
}
