// SQL of the signed-in user's own record and groups.
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { groups, userGroups, users } from '../../db/schema/users.js';

export async function findUserById(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function groupsOf(
  db: Executor,
  userId: string,
): Promise<{ name: string; description: string }[]> {
  return db
    .select({ name: groups.name, description: groups.description })
    .from(userGroups)
    .innerJoin(groups, eq(groups.name, userGroups.groupName))
    .where(eq(userGroups.userId, userId))
    .orderBy(groups.name);
}
