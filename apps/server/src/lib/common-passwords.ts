// The breach check's list: the common-password dictionary maintained by the zxcvbn-ts project,
// held as SHA-256 digests so the check compares the digest the browser sends.
import { dictionary } from '@zxcvbn-ts/language-common';
import { sha256Hex } from './crypto.js';

let digests: Set<string> | undefined;

export function isCommonPasswordDigest(hexDigest: string): boolean {
  digests ??= new Set(dictionary['passwords-common'].map((password) => sha256Hex(password)));
  return digests.has(hexDigest.toLowerCase());
}
