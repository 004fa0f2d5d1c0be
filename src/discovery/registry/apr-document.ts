import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import Parser from 'stream-json/Parser.js';
import Pick from 'stream-json/filters/Pick.js';
import StreamArray from 'stream-json/streamers/StreamArray.js';
import StreamObject from 'stream-json/streamers/StreamObject.js';
import type { AprCompany } from '../../db/entities/apr-company.entity.js';

/**
 * Reads the APR open-data companies document as a stream, one company at a time (never whole), in
 * either shape, told apart by its first non-whitespace character:
 * - `{` — what APR publishes: `{"DatumPreseka": "2026-11-01", "Podaci": {"<matični broj>": {…}, …}}`;
 * - `[` — an array of records, each with its `MaticniBroj` (older exports and mirrors).
 */
export type AprRecord = Omit<AprCompany, 'refreshedAt'>;

/** The source's field names, in one place: for each of ours, the names it has in either shape. */
const FIELDS: Record<keyof AprRecord, readonly string[]> = {
  registrationNumber: ['MaticniBroj'], // in the keyed shape, the key of the record
  name: ['PoslovnoIme'],
  legalForm: ['NazivPravneForme', 'PravnaForma'],
  status: ['NazivStatus', 'Status'],
  foundedOn: ['DatumOsnivanja'],
  municipality: ['NazivOpstine', 'Opstina'],
  activityCode: ['SifraDelatnosti'],
};
const EDITION_KEY = 'DatumPreseka';
const RECORDS_KEY = 'Podaci';

function recordOf(source: Record<string, unknown>, keyedNumber: string | null): AprRecord | null {
  const text = (field: keyof AprRecord) => {
    for (const name of FIELDS[field]) {
      const value = source[name];
      // PostgreSQL cannot store U+0000, and one in a single record must not fail the whole edition.
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- the document's fields are text and numbers; an object would be written "[object Object]" (kept as it was)
      const text = value === undefined || value === null ? '' : String(value).replaceAll('\0', '').trim();
      if (text !== '') return text;
    }
    return null;
  };
  const registrationNumber = (keyedNumber?.trim() || text('registrationNumber'))?.padStart(8, '0') ?? null;
  const name = text('name');
  if (!registrationNumber || !/^\d{8}$/.test(registrationNumber) || !name) return null;
  return {
    registrationNumber,
    name,
    legalForm: text('legalForm'),
    status: text('status'),
    foundedOn: isoDate(text('foundedOn')),
    municipality: text('municipality'),
    activityCode: text('activityCode'),
  };
}

/** `2014-06-12`, `2014-06-12T00:00:00` or the Serbian `12.06.2014.` as `2014-06-12`; null otherwise. */
export function isoDate(value: string | null): string | null {
  if (!value) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const serbian = /^(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4})\.?$/.exec(value);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : serbian ? [serbian[3], serbian[2].padStart(2, '0'), serbian[1].padStart(2, '0')] : [];
  if (!y) return null;
  const date = `${y}-${m}-${d}`;
  return new Date(`${date}T00:00:00Z`).toISOString().startsWith(date) ? date : null;
}

const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** The first byte other than whitespace (after a byte-order mark) tells the shape; the bytes read go on to the parser. */
async function shapeOf(bytes: AsyncIterator<Uint8Array>): Promise<{ shape: 'keyed' | 'array'; body: Readable }> {
  let head = Buffer.alloc(0);
  for (;;) {
    const next = await bytes.next();
    if (next.done) throw new Error('the document is empty');
    head = Buffer.concat([head, next.value]);
    if (head.length < BOM.length && BOM.subarray(0, head.length).equals(head)) continue;
    const start = head.subarray(0, BOM.length).equals(BOM) ? BOM.length : 0;
    const first = head.findIndex((byte, i) => i >= start && !WHITESPACE.has(byte));
    if (first < 0) {
      head = Buffer.alloc(0); // whitespace only so far
      continue;
    }
    const opening = String.fromCharCode(head[first]);
    if (opening !== '{' && opening !== '[')
      throw new Error(`the document is neither a JSON object nor an array (it starts with ${JSON.stringify(head.subarray(first, first + 20).toString('utf8'))})`);
    const read = head.subarray(first);
    async function* rest() {
      yield read;
      for (let chunk = await bytes.next(); !chunk.done; chunk = await bytes.next()) yield chunk.value;
    }
    return { shape: opening === '{' ? 'keyed' : 'array', body: Readable.from(rest(), { objectMode: false }) };
  }
}

/** What a complete document held: its shape, edition date (keyed shape only) and record counts. */
export interface AprDocument {
  shape: 'keyed' | 'array';
  edition: string | null;
  records: number;
  skipped: number;
}

/**
 * Streams the companies of the document to `sink` in batches of `batchSize` (the next batch is read
 * only once the sink is done with this one). Rejects on anything that is not a complete document.
 * Small batches keep memory flat: a batch outlives the garbage collector's young generation.
 */
export async function readAprDocument(bytes: AsyncIterable<Uint8Array>, sink: (batch: AprRecord[]) => Promise<void>, { batchSize = 1_000 } = {}): Promise<AprDocument> {
  const { shape, body } = await shapeOf(bytes[Symbol.asyncIterator]());
  let edition: string | null = null;
  let records = 0;
  let skipped = 0;
  let batch: AprRecord[] = [];
  const flush = (done: (err?: Error | null) => void) => {
    const full = batch;
    batch = [];
    (full.length ? sink(full) : Promise.resolve()).then(() => done(), done);
  };
  const select =
    shape === 'keyed'
      ? [
          // Only the records object goes on; the edition date is noted on the way past.
          new Pick({
            filter: (stack, token) => {
              if (stack.length === 1 && stack[0] === EDITION_KEY && token.name === 'stringValue') edition = isoDate(String(token.value));
              return stack.length === 1 && stack[0] === RECORDS_KEY;
            },
          }),
          new StreamObject(),
        ]
      : [new StreamArray()];
  await pipeline(
    body,
    new Parser({ packValues: true, streamValues: false }),
    ...select,
    new Writable({
      objectMode: true,
      write({ key, value }: { key: string | number; value: unknown }, _encoding, done) {
        const record = value && typeof value === 'object' && !Array.isArray(value) ? recordOf(value as Record<string, unknown>, shape === 'keyed' ? String(key) : null) : null;
        if (record) {
          records++;
          batch.push(record);
        } else skipped++;
        if (batch.length < batchSize) return done();
        flush(done);
      },
      final: flush,
    }),
  );
  return { shape, edition, records, skipped };
}
