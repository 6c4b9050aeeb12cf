// Password guessability, checked on a worker thread: one zxcvbn check costs ≈ 36 ms of CPU, which on the event
// loop would hold up every other request while a burst of user creations or password changes is checked.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { GuessabilityTask } from './password-strength-worker.js';

// From the sources (tsx, vitest) the worker is the .ts file, which its thread loads through tsx; from the build
// it is the .js beside this one.
const extension = path.extname(fileURLToPath(import.meta.url));
const WORKER = new URL(`./password-strength-worker${extension}`, import.meta.url);

let pool: Piscina<GuessabilityTask, boolean> | undefined;

function workers(): Piscina<GuessabilityTask, boolean> {
  // Half the cores at most: the other half stays with the API and the database while a burst is checked.
  const threads = Math.max(1, Math.floor(availableParallelism() / 2));
  pool ??= new Piscina({
    filename: WORKER.href,
    minThreads: 1,
    maxThreads: threads,
    // A worker loads zxcvbn's dictionaries once: keep the spare ones a while rather than reload per burst.
    idleTimeout: 60_000,
    ...(extension === '.ts' && { execArgv: ['--import', 'tsx'] }),
  });
  return pool;
}

/** Whether `password` is too easy to guess, `personal` being the user's and merchant's names. */
export async function isGuessable(
  password: string,
  personal: readonly (string | null | undefined)[],
): Promise<boolean> {
  return workers().run({ password, personal });
}

/** Ends the worker threads once the checks under way are done; a later check starts them again. */
export async function closePasswordStrengthWorkers(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}
