import { z } from 'zod';

// What a user keeps across sessions and browsers: which columns of a screen's grid they show.

/** Screens whose column visibility a user keeps across sessions. */
export const COLUMN_SCREENS = ['mofa-transactions'] as const;
export type ColumnScreen = (typeof COLUMN_SCREENS)[number];
export const columnPreferenceParams = z.object({ screen: z.enum(COLUMN_SCREENS) });
/** The columns the user has hidden or shown, by field: false hides, true shows (the grid's own model). */
export const columnPreference = z.object({
  visibility: z
    .record(z.string().regex(/^[A-Za-z]{1,40}$/), z.boolean())
    .refine((value) => Object.keys(value).length <= 60, 'Too many columns'),
});
export type ColumnPreference = z.infer<typeof columnPreference>;
