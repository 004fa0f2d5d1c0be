import type { CheerioAPI } from 'cheerio';
import { emptyFindings, type Findings } from '../findings.js';
import { isPublishableAddress } from './emails.js';
import { parseName } from './person-name.js';
import { toE164 } from './phones.js';
import { socialProfile } from './socials.js';

/**
 * What a page states about itself in schema.org JSON-LD: `email`, `telephone`, `sameAs` profiles,
 * `founder` (their `jobTitle`, else "Founder"), `employee`/`member` people and stand-alone `Person` nodes that
 * carry a `jobTitle`. The evidence is
 * the property as it is written in the document.
 */
type Node = Record<string, unknown>;

const strings = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value])
    .filter((v): v is string => typeof v === 'string')
    .map((v) => v.trim())
    .filter(Boolean);
const nodes = (value: unknown): Node[] => (Array.isArray(value) ? value : [value]).filter((v): v is Node => !!v && typeof v === 'object' && !Array.isArray(v));
const property = (name: string, value: string) => `"${name}": ${JSON.stringify(value)}`;

function isPerson(node: Node): boolean {
  const type = node['@type'];
  return type === undefined || strings(type).includes('Person');
}

/** The person's name as written, and without titles and post-nominals ("Dr Priya Raghunathan" → "Priya Raghunathan"). */
function personName(node: Node): { written: string; name: string } | null {
  const written = strings(node.name)[0];
  const parsed = written ? parseName(written) : null;
  return parsed ? { written: written, name: parsed.name } : null;
}

export function findJsonLd($: CheerioAPI, sourceUrl: string, country: string | null): Findings {
  const found = emptyFindings();
  const visit = (node: Node, depth: number, key: string | null) => {
    if (depth > 8) return;
    for (const raw of strings(node.email)) {
      const address = raw.replace(/^mailto:/i, '');
      if (/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(address) && isPublishableAddress(address)) {
        found.emails.push({ type: 'email', value: address.toLowerCase(), raw: address, sourceUrl, evidence: property('email', raw), method: 'json_ld' });
      }
    }
    for (const raw of strings(node.telephone)) {
      const value = toE164(raw, country);
      if (value) found.phones.push({ type: 'phone', value, raw, sourceUrl, evidence: property('telephone', raw), method: 'json_ld', labelled: false });
    }
    for (const raw of strings(node.sameAs)) {
      const profile = socialProfile(raw);
      if (profile) found.socials.push({ type: profile.network, value: profile.url, raw, sourceUrl, evidence: property('sameAs', raw), method: 'json_ld' });
    }
    // A founder's own jobTitle is the role stated; without one, being the founder is.
    const people: [Node, boolean][] = [
      ...[node.founder, node.founders].flatMap((list) => nodes(list).map((p): [Node, boolean] => [p, true])),
      ...[node.employee, node.employees, node.member, node.members].flatMap((list) => nodes(list).map((p): [Node, boolean] => [p, false])),
      // A Person standing on its own in the document (not an article's author or a review's).
      ...(key === null || key === '@graph' ? [[node, false] as [Node, boolean]] : []).filter(([p]) => strings(p['@type']).includes('Person')),
    ];
    for (const [person, isFounder] of people) {
      if (!isPerson(person)) continue;
      const name = personName(person);
      const jobTitle = strings(person.jobTitle)[0];
      const role = jobTitle ?? (isFounder ? 'Founder' : undefined);
      if (!name || !role) continue;
      const evidence = jobTitle ? `{${property('name', name.written)}, ${property('jobTitle', role)}}` : `"founder": {${property('name', name.written)}}`;
      found.people.push({ type: 'person', value: `${name.name} — ${role}`, raw: name.name, name: name.name, role, sourceUrl, evidence, method: 'json_ld' });
    }
    for (const [childKey, value] of Object.entries(node)) {
      if (['founder', 'founders', 'employee', 'employees', 'member', 'members'].includes(childKey)) continue;
      for (const child of nodes(value)) visit(child, depth + 1, childKey);
    }
  };
  $('script[type="application/ld+json"]').each((_, el) => {
    let data: unknown;
    try {
      data = JSON.parse($(el).text());
    } catch {
      return; // broken structured data states nothing
    }
    for (const node of nodes(data)) visit(node, 0, null);
  });
  return found;
}
