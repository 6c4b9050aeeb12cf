// The worker thread's half of lib/password-strength.ts: a new password's hash, and how guessable it is
// (zxcvbn-ts: dictionaries of common passwords, English words and names, keyboard patterns, l33t, dates), with
// what the attacker knows of this user — their names, their merchant — counted as words too: `Zahran@2026` is
// weak for a Zahran user.
import zxcvbnCore from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as common } from '@zxcvbn-ts/language-common';
import { dictionary as english, translations } from '@zxcvbn-ts/language-en';
import { hashPasswordOnThisThread } from './crypto.js';

// The package is CommonJS, whose named exports Node cannot see from an ES module.
const { ZxcvbnFactory } = zxcvbnCore;

/** zxcvbn's score 3: about 10^8 guesses, "safely unguessable" against online attacks with throttling. */
const MIN_SCORE = 3;

let zxcvbn: InstanceType<typeof ZxcvbnFactory> | undefined;

/** The words of names and identifiers: `zahran.admin@4000000101` → zahran, admin, 4000000101. */
function wordsOf(inputs: readonly (string | null | undefined)[]): string[] {
  const words = inputs.flatMap((input) => (input ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u));
  return [...new Set(words.filter((word) => word.length >= 3))];
}

export interface GuessabilityTask {
  password: string;
  personal: readonly (string | null | undefined)[];
}

/** Whether `password` is too easy to guess, `personal` being the user's and merchant's names. */
export default function isGuessable({ password, personal }: GuessabilityTask): boolean {
  zxcvbn ??= new ZxcvbnFactory({
    dictionary: { ...common, ...english },
    graphs: adjacencyGraphs,
    translations,
    // The l33t matcher tries every mix of substitutions up to this many: the default (100) made one check of a
    // 17-character password cost ≈ 300–400 ms of the event loop (fifty user creations at once stalled every
    // other request past the database pool's wait); 10 costs ≈ 36 ms and still sees P@ssw0rd1 for what it is.
    l33tMaxSubstitutions: 10,
  });
  return zxcvbn.check(password, wordsOf(personal)).score < MIN_SCORE;
}

/** A new password's hash (scrypt, ≈ 45 ms of CPU), on this thread and at its priority. */
export function hashPassword(password: string): string {
  return hashPasswordOnThisThread(password);
}
