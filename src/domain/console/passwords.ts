import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * Console passwords: refused when short or guessable, stored as memory-hard hashes.
 *
 * Hashing is scrypt from node:crypto: memory-hard (each guess needs N·r·128 bytes = 32 MiB, which makes
 * GPU and ASIC cracking expensive) and built into Node, so there is no native dependency to build or
 * audit. Parameters: N = 2^15, r = 8, p = 1 (the interactive-login cost OWASP recommends for scrypt),
 * a 64-byte key and a 16-byte random salt. Each hash records its own parameters, so they can be raised
 * later without invalidating stored hashes.
 *
 * Strength is zxcvbn's estimate (@zxcvbn-ts/core) with @zxcvbn-ts/language-common's dictionary — its
 * list of common and breached passwords — and keyboard graphs, told the admin's email and name.
 */

export const MIN_PASSWORD_LENGTH = 12;
/** zxcvbn's score 3 is "safely unguessable" against an online attack with throttling: about 10^10 guesses. */
const MIN_SCORE = 3;

const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keyLength: 64, saltLength: 16 };
/** 128·N·r bytes exactly, with room: Node refuses when the need reaches maxmem (its default is 32 MiB). */
const maxmem = (N: number, r: number) => 2 * 128 * N * r;

const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/**
 * zxcvbn's warnings in plain English (its translations package for English is not installed: these are
 * the keys of core's own table, data/translationKeys).
 */
const WARNINGS: Record<string, string> = {
  straightRow: 'Straight rows of keys on your keyboard are easy to guess.',
  keyPattern: 'Short keyboard patterns are easy to guess.',
  simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
  extendedRepeat: 'Repeated character patterns like "abcabcabc" are easy to guess.',
  sequences: 'Common character sequences like "abc" are easy to guess.',
  recentYears: 'Recent years are easy to guess.',
  dates: 'Dates are easy to guess.',
  topTen: 'This is one of the ten most used passwords.',
  topHundred: 'This is one of the hundred most used passwords.',
  common: 'This is a commonly used password, found in lists of breached passwords.',
  similarToCommon: 'This is too close to a commonly used password, found in lists of breached passwords.',
  wordByItself: 'Single words are easy to guess.',
  namesByThemselves: 'Single names or surnames are easy to guess.',
  commonNames: 'Common names and surnames are easy to guess.',
  userInputs: 'It is built from your email address, your name or the service’s name.',
  pwned: 'This password appeared in a data breach.',
};

/**
 * A sentence saying why the password is refused (too short, common, breached, guessable from the
 * email or name), or null when it will do. `userInputs` are the admin's email and name: they and their
 * parts (the email's local part and its words, the domain's name, the name's words) are words an
 * attacker tries first.
 */
export function passwordProblem(password: string, userInputs: string[]): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters; a few unrelated words make a long one easy to remember.`;
  const result = zxcvbn.check(password, [...guessableWords(userInputs), 'leadbase']);
  if (result.score >= MIN_SCORE) return null;
  return `${warning(result)} Choose a password that is harder to guess: a few unrelated words, or one from a password manager.`;
}

function warning(result: ZxcvbnResult): string {
  const key = result.feedback.warning;
  return (key && WARNINGS[key]) || 'This password is too easy to guess.';
}

/** The inputs themselves, the words they are made of, and those words run together (3 characters or more). */
function guessableWords(inputs: string[]): string[] {
  const words = inputs.flatMap((input) => {
    const lower = input.toLowerCase();
    const [local, domain] = lower.split('@');
    const parts = (text: string) => text.split(/[^\p{L}\p{N}]+/u);
    return [input, local, domain?.split('.')[0], ...parts(lower), parts(local).join('')];
  });
  return [...new Set(words.filter((w): w is string => !!w && w.length >= 3))];
}

// NFC: the same password typed on another keyboard or system gives the same bytes.
function scryptKey(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(password.normalize('NFC'), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key))));
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64. */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength, saltLength } = SCRYPT;
  const salt = randomBytes(saltLength);
  const key = await scryptKey(password, salt, keyLength, { N, r, p, maxmem: maxmem(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Whether `password` is the one `stored` was made from; false for anything that is not such a hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const [N, R, P] = [n, r, p].map(Number);
  const key = await scryptKey(password, Buffer.from(salt, 'base64'), expected.length, { N, r: R, p: P, maxmem: maxmem(N, R) });
  return timingSafeEqual(key, expected);
}
