import { findEmails, type FindResult, type FindTarget } from '../../src/finding/find-emails.js';
import { createWebsiteResearcher } from '../../src/research/website-research.js';
import { createMailResolver } from '../../src/verification/mail-dns.js';
import { HostGates } from '../../src/lib/host-gates.js';
import { createMemoryCache } from '../../src/verification/verify-emails.js';
import { startFixtureSites, type FixtureSites } from './fixture-sites.js';
import { FIND_COMPANIES, LOOPBACK_ALLOWED, startMailPeers, type FindCompany, type MailPeers } from './mail-peers.js';
import { corpusResearchConfig } from './research-corpus.js';

/**
 * The labelled email-finding set (test/fixtures/find/companies.json) run through the finder against
 * the fixture websites and the loopback DNS/SMTP peers: shared by the finder test and `npm run eval:find`.
 */
export interface LabelledPerson {
  company: FindCompany;
  person: FindCompany['people'][number];
  target: FindTarget;
}

export interface FindPeers {
  sites: FixtureSites;
  peers: MailPeers;
  close(): Promise<void>;
}

export async function startFindPeers(): Promise<FindPeers> {
  const [sites, peers] = await Promise.all([startFixtureSites(), startMailPeers()]);
  return { sites, peers, close: async () => void (await Promise.all([sites.close(), peers.close()])) };
}

export function labelledPeople({ sites }: FindPeers): LabelledPerson[] {
  return FIND_COMPANIES.flatMap((company) =>
    company.people.map((person) => ({
      company,
      person,
      target: {
        personName: person.personName,
        domain: company.domain,
        ...(company.site && { website: sites.startUrl(company.site) }),
        ...(person.knownCompanyEmail && { knownCompanyEmail: person.knownCompanyEmail }),
      },
    })),
  );
}

/** The finder's dependencies pointed at the peers: research through the fixture resolver, mail through the SMTP peers. */
export function finderDeps({ sites, peers }: FindPeers) {
  const researcher = createWebsiteResearcher(corpusResearchConfig(sites.dnsServer, { chromiumPath: null }));
  const resolver = createMailResolver({ servers: [peers.dnsServer] });
  return {
    deps: {
      researcher,
      resolver,
      verify: {
        smtpPort: peers.smtpPort,
        heloHost: 'probe.leadbase.test',
        mailFrom: 'probe@leadbase.test',
        sessionGates: new HostGates(2),
        addressPolicy: LOOPBACK_ALLOWED,
        cache: createMemoryCache(),
      },
    },
    close: () => researcher.close(),
  };
}

export async function runFindCorpus(peers: FindPeers): Promise<{ labelled: LabelledPerson[]; results: FindResult[] }> {
  const labelled = labelledPeople(peers);
  const { deps, close } = finderDeps(peers);
  try {
    return {
      labelled,
      results: await findEmails(
        labelled.map((l) => l.target),
        deps,
      ),
    };
  } finally {
    await close();
  }
}
