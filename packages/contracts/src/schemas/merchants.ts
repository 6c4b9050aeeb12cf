import { z } from 'zod';

/** The signed-in user's merchant, as the overview shows it (spec part 1 §2 "Merchant overview"). */
export const currentMerchant = z.object({
  merchantCode: z.string(),
  merchantName: z.string(),
  status: z.string(),
});
export type CurrentMerchant = z.infer<typeof currentMerchant>;
export const currentMerchantReply = z.object({ data: currentMerchant });

/** `acticoMerchant`: a merchant of the user's group, or NOATICO for the user's own merchant. */
export const branchesQuery = z.object({ acticoMerchant: z.string().max(20).default('NOATICO') });

export const merchantGroupQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(50_000).default(50_000),
  currency: z.string().min(1),
  userName: z.string().min(1),
});
