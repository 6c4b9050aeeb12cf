// SQL of the kept preferences: the column visibility, one row per user and screen, replaced whole on every save;
// the language and the digits, columns of the user's own row.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { userColumnPreferences as preferences } from '../../db/schema/preferences.js';
import { users } from '../../db/schema/users.js';

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

export async function saveLanguage(db: Executor, userId: string, language: string): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

export async function saveDigits(db: Executor, userId: string, digits: string): Promise<void> {
  await db.update(users).set({ digits }).where(eq(users.id, userId));
}
