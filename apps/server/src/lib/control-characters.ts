// Control characters have no place in a request's names, codes or passwords: a NUL cannot even be stored in
// a PostgreSQL text column. Tab, line feed and carriage return are the only ones a text may carry. The same
// walk bounds how deeply a request nests: no call takes more than a few levels, and anything that recursed
// over ten thousand levels would overflow the stack.

const ALLOWED = new Set([0x09, 0x0a, 0x0d]);

/** The deepest nesting a request part may have (the part itself is level 1). */
export const MAX_DEPTH = 32;

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && !ALLOWED.has(code)) || code === 0x7f) return true;
  }
  return false;
}

/** What is wrong with a request part, and where (`groupList.0`, `username`; '' for the part itself). */
export interface InputProblem {
  kind: 'control-character' | 'too-deep';
  path: string;
}

/**
 * The first string (or key) in `value` holding a control character, or the first value nested deeper than
 * MAX_DEPTH, or null. Iterative, in document order: a hostile depth never reaches the call stack.
 */
export function inputProblem(value: unknown): InputProblem | null {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 1 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, path, depth } = next;
    if (typeof item === 'string') {
      if (hasControlCharacter(item)) return { kind: 'control-character', path };
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    if (depth > MAX_DEPTH) return { kind: 'too-deep', path: '' };
    const entries = Object.entries(item);
    for (const [key] of entries) {
      if (hasControlCharacter(key)) return { kind: 'control-character', path: path ? `${path}.${key}` : key };
    }
    // Last entry first onto the stack, so the first is looked at first (a loop: a spread of a long array
    // would itself overflow the stack).
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index] as [string, unknown];
      pending.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return null;
}

/** The text without control characters, for recording what a refused request named. */
export function withoutControlCharacters(text: string): string {
  return [...text].filter((char) => !hasControlCharacter(char)).join('');
}
