import { z } from 'zod';

/** Every error reply: `{ code, message }`, plus `errors` for validation failures (docs/api.md "Errors"). */
export const errorReply = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.array(z.object({ param: z.string(), msg: z.string() })).optional(),
});
