import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** Free webmail domains (maintained list). */
const FREE_PROVIDERS = require('email-providers/all.json') as string[];

// Regional providers the maintained list misses (Serbia, Germany, Austria, Switzerland).
const FREE_SUPPLEMENT = [
  'eunet.rs',
  'sbb.rs',
  'mts.rs',
  'ptt.rs',
  'open.telekom.rs',
  'orion.rs',
  'beotel.rs',
  'verat.net',
  'yubc.net',
  'gmx.de',
  'gmx.net',
  'gmx.at',
  'gmx.ch',
  'web.de',
  't-online.de',
  'freenet.de',
  'posteo.de',
  'arcor.de',
  'mail.de',
  'bluewin.ch',
  'aon.at',
  'chello.at',
];
// Listed by email-providers although nobody gets a mailbox there.
const NOT_FREE = new Set(['example.com', 'example.net', 'example.org']);

const freeDomains = new Set([...FREE_PROVIDERS, ...FREE_SUPPLEMENT].filter((d) => !NOT_FREE.has(d)));

/** A free webmail provider's domain ("gmail.com", "t-online.de"): anyone's mailbox, so its name says nothing of its owner. */
export const isFreeMailDomain = (domain: string): boolean => freeDomains.has(domain.toLowerCase());
