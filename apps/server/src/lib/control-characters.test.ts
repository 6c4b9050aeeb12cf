import { describe, expect, it } from 'vitest';
import { inputProblem, MAX_DEPTH } from './control-characters.js';

/** `levels` arrays inside each other, the innermost holding `inner`. */
function nested(levels: number, inner: unknown = 'x'): unknown {
  let value = inner;
  for (let level = 0; level < levels; level += 1) value = [value];
  return value;
}

describe('inputProblem', () => {
  it('takes nesting up to MAX_DEPTH and refuses one level more', () => {
    expect(inputProblem(nested(MAX_DEPTH))).toBeNull();
    expect(inputProblem(nested(MAX_DEPTH + 1))).toEqual({ kind: 'too-deep', path: '' });
  });

  it('walks a million levels and a million siblings without a stack overflow', () => {
    expect(inputProblem(nested(1_000_000))).toEqual({ kind: 'too-deep', path: '' });
    expect(inputProblem(Array.from({ length: 1_000_000 }, () => 'x'))).toBeNull();
  });

  it('names the first string or key holding a control character, in document order', () => {
    const body = { a: ['ok', { b: 'x\u0000' }], c: 'y\u0001' };
    expect(inputProblem(body)).toEqual({ kind: 'control-character', path: 'a.1.b' });
    expect(inputProblem({ ok: 'tab\tand\r\nnewlines', ['k\u0007']: 1 })).toEqual({
      kind: 'control-character',
      path: 'k\u0007',
    });
  });
});
