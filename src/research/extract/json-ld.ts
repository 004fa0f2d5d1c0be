import type { CheerioAPI } from 'cheerio';
import { emptyFindings, type Findings } from '../findings.js';
import { isPublishableAddress } from './emails.js';
import { toE164 } from './phones.js';
import { socialProfile } from './socials.js';

/**
 * What a page states about itself in schema.org JSON-LD: `email`, `telephone`, `sameAs` profiles,
 * `founder` (role "Founder") and `employee`/`member` people that carry a `jobTitle`. The evidence is
 * the property as it is written in the document.
 */
type Node = Record<string, unknown>;

const strings = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string').map((v) => v.trim()).filter(Boolean);
const nodes = (value: unknown): Node[] => (Array.isArray(value) ? value : [value]).filter((v): v is Node => !!v && typeof v === 'object' && !Array.isArray(v));
const property = (name: string, value: string) => `"${name}": ${JSON.stringify(value)}`;

function isPerson(node: Node): boolean {
  const type = node['@type'];
  return type === undefined || strings(type).includes('Person');
}

function personName(node: Node): string | null {
  const name = strings(node.name)[0];
  return name && name.length <= 80 && name.split(/\s+/).length >= 2 ? name : null;
}

export function findJsonLd($: CheerioAPI, sourceUrl: string, country: string | null): Findings {
  const found = emptyFindings();
  const visit = (node: Node, depth: number) => {
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
    const people: [Node, string | null][] = [
      ...nodes(node.founder).map((p): [Node, string] => [p, 'Founder']),
      ...nodes(node.founders).map((p): [Node, string] => [p, 'Founder']),
      ...[node.employee, node.employees, node.member, node.members].flatMap((list) => nodes(list).map((p): [Node, null] => [p, null])),
    ];
    for (const [person, fixedRole] of people) {
      if (!isPerson(person)) continue;
      const name = personName(person);
      const role = fixedRole ?? strings(person.jobTitle)[0];
      if (!name || !role) continue;
      const evidence = fixedRole ? `"founder": {${property('name', name)}}` : `{${property('name', name)}, ${property('jobTitle', role)}}`;
      found.people.push({ type: 'person', value: `${name} — ${role}`, raw: name, name, role, sourceUrl, evidence, method: 'json_ld' });
    }
    for (const [key, value] of Object.entries(node)) {
      if (['founder', 'founders', 'employee', 'employees', 'member', 'members'].includes(key)) continue;
      for (const child of nodes(value)) visit(child, depth + 1);
    }
  };
  $('script[type="application/ld+json"]').each((_, el) => {
    let data: unknown;
    try {
      data = JSON.parse($(el).text());
    } catch {
      return; // broken structured data states nothing
    }
    for (const node of nodes(data)) visit(node, 0);
  });
  return found;
}
