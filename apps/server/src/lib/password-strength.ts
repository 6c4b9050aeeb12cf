// A new password's CPU work on a worker thread of lower priority: its guessability (one zxcvbn check ≈ 36 ms of
// CPU) and its hash (scrypt ≈ 45 ms). On the event loop and libuv's thread pool, at the API's priority, a burst
// of user creations or password changes held up every other request (bench/README.md "Password work").
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { GuessabilityTask } from './password-strength-worker.js';

// From the sources (tsx, vitest) the worker is the .ts file, which its thread loads through tsx; from the build
// it is the .js beside this one.
const extension = path.extname(fileURLToPath(import.meta.url));
const WORKER = new URL(`./password-strength-worker${extension}`, import.meta.url);

let pool: Piscina | undefined;

/**
 * How much lower the workers' threads run than the API's (nice, Linux threads each have their own): while
 * requests want the CPU, new passwords get what is left; on an idle machine they run at full speed.
 */
const NICE_INCREMENT = 10;

function workers(): Piscina {
  // Half the cores at most: the other half stays with the API and the database while a burst is checked.
  const threads = Math.max(1, Math.floor(availableParallelism() / 2));
  pool ??= new Piscina({
    filename: WORKER.href,
    minThreads: 1,
    maxThreads: threads,
    // A worker loads zxcvbn's dictionaries once: keep the spare ones a while rather than reload per burst.
    idleTimeout: 60_000,
    niceIncrement: NICE_INCREMENT,
    ...(extension === '.ts' && { execArgv: ['--import', 'tsx'] }),
  });
  return pool;
}

/** Whether `password` is too easy to guess, `personal` being the user's and merchant's names. */
export async function isGuessable(
  password: string,
  personal: readonly (string | null | undefined)[],
): Promise<boolean> {
  const task: GuessabilityTask = { password, personal };
  return (await workers().run(task)) as boolean;
}

/** A new password's hash, in the format of lib/crypto.ts (which verifies it). */
export async function hashNewPassword(password: string): Promise<string> {
  return (await workers().run(password, { name: 'hashPassword' })) as string;
}

/** Ends the worker threads once the checks under way are done; a later check starts them again. */
export async function closePasswordStrengthWorkers(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}
