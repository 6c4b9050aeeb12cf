// Control characters have no place in a request's names, codes or passwords: a NUL cannot even be stored in
// a PostgreSQL text column. Tab, line feed and carriage return are the only ones a text may carry.

const ALLOWED = new Set([0x09, 0x0a, 0x0d]);

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && !ALLOWED.has(code)) || code === 0x7f) return true;
  }
  return false;
}

/** The path (`groupList.0`, `username`) of the first string in `value` holding a control character, or null. */
export function controlCharacterPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (hasControlCharacter(key)) return path ? `${path}.${key}` : key;
    const found = controlCharacterPath(item, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/** The text without control characters, for recording what a refused request named. */
export function withoutControlCharacters(text: string): string {
  return [...text].filter((char) => !hasControlCharacter(char)).join('');
}
