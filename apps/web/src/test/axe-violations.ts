// What axe-core finds wrong in a rendered screen, one line per rule broken: a test expects none.
import axe from 'axe-core';

export async function violationsOf(node: Element): Promise<string[]> {
  const results = await axe.run(node);
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}
