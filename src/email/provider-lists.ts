/**
 * Local supplements to the maintained lists (email-providers, role-based-email-addresses, mailchecker).
 * Those lists are US/Western-centric: they miss the ISP mailboxes and role names our Serbian and
 * German-speaking customers see every day. Keep these short; anything generally useful belongs upstream.
 */

/** Free webmail / consumer ISP mailboxes: anyone can get one, so the address says nothing about a company. */
export const FREE_PROVIDER_SUPPLEMENT = [
  // Serbia
  'eunet.rs', 'sbb.rs', 'mts.rs', 'ptt.rs', 'open.telekom.rs', 'orion.rs', 'beotel.rs', 'beotel.net', 'verat.net', 'yubc.net', 'neobee.net',
  // Germany, Austria, Switzerland
  'gmx.de', 'gmx.net', 'gmx.at', 'gmx.ch', 'web.de', 't-online.de', 'freenet.de', 'posteo.de', 'arcor.de', 'mail.de', 'online.de',
  'aon.at', 'chello.at', 'bluewin.ch',
];

/** Maintained-list entries that are not free mailbox providers (reserved example domains, RFC 2606). */
export const NOT_FREE_PROVIDERS = ['example.com', 'example.net', 'example.org'];

/** Role mailboxes (a function or team, not a person) in Serbian and German. */
export const ROLE_SUPPLEMENT = [
  // Serbian
  'kontakt', 'prodaja', 'office', 'info', 'podrska', 'posao', 'nabavka', 'racunovodstvo', 'recepcija', 'kancelarija', 'servis', 'uprava',
  // German
  'impressum', 'buchhaltung', 'rezeption', 'vertrieb', 'verkauf', 'empfang', 'karriere', 'bewerbung', 'sekretariat', 'verwaltung', 'anfrage', 'bestellung',
];
