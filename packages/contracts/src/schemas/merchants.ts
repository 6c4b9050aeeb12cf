import { z } from 'zod';

/** The signed-in user's merchant, as the overview shows it (spec part 1 §2 "Merchant overview"). */
export const currentMerchant = z.object({
  merchantCode: z.string(),
  merchantName: z.string(),
  status: z.string(),
});
export type CurrentMerchant = z.infer<typeof currentMerchant>;
export const currentMerchantReply = z.object({ data: currentMerchant });
