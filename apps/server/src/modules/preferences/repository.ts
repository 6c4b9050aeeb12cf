// SQL of the kept column visibility: one row per user and screen, replaced whole on every save.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { userColumnPreferences as preferences } from '../../db/schema/preferences.js';

export async function findVisibility(
  db: Executor,
  userId: string,
  screen: string,
): Promise<Record<string, boolean> | null> {
  const [row] = await db
    .select({ visibility: preferences.visibility })
    .from(preferences)
    .where(and(eq(preferences.userId, userId), eq(preferences.screen, screen)));
  return row?.visibility ?? null;
}

export async function saveVisibility(
  db: Executor,
  userId: string,
  screen: string,
  visibility: Record<string, boolean>,
): Promise<void> {
  await db
    .insert(preferences)
    .values({ userId, screen, visibility })
    .onConflictDoUpdate({
      target: [preferences.userId, preferences.screen],
      set: { visibility, updatedAt: sql`now()` },
    });
}
