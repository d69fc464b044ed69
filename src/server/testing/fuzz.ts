import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Database } from '../db/client';
import { jpegPart, type Part } from './multipart';

// Hostile requests for property-based tests of the write routes (src/server/http/fuzz.api.test.ts).

/** A request body with its content type; `kind` names the family it was drawn from, for the totals. */
export interface Body {
  kind: string;
  type?: string;
  payload?: string | Buffer;
}

/** A body the route accepts, which mutations start from. */
export type Sample =
  | { json: unknown }
  | { multipart: { details?: unknown; files: Part[] } }
  | { raw: { type: string; data: Buffer } }
  | { none: true };

const kb = 1024;
// biome-ignore format: a list, one value per line would be longer than the code
const oddChars = [
  '\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u00a0', '\u2028', '\u200b', '\u200d', '\u200e',
  '\u202e', '\u2066', '\ufeff', '\ufffe', '\ufffd', '\ud800', '\udbff', '\udc00', '\udfff', '\u0301',
  '🏳️‍🌈', 'ﷺ', 'ક્ષ', 'ம்', 'مرحبا', 'ß', 'İ', '"', '\\', "'", '`', '%', '<', '&', '\n', '\r', '\t', '/',
];
/** Any code point, or one that breaks naive code: NUL and controls, bidi and zero-width marks, lone surrogates. */
const char = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.constantFrom(...oddChars),
);
const hostileText = fc.string({ unit: char, maxLength: 30 });

// biome-ignore format: a list, one value per line would be longer than the code
const oddStrings = [
  '', ' ', 'null', 'true', '0', '-1', '1e309', 'NaN', '١٢٣', '१२३', '1,00,000', '2024-02-30', '9999-12-31',
  '00000000-0000-0000-0000-000000000000', '__proto__', "' or 1=1 --", '%00', '../../etc/passwd',
  '<script>alert(1)</script>', '{{7*7}}', 'admin', 'A'.repeat(300), '9'.repeat(400),
];
/** Strings of 100 kB and more: far past every field's limit, yet inside the 1 MB body limit. */
const hugeStrings = [
  'x'.repeat(100 * kb),
  'अ'.repeat(40 * kb),
  '\u200b'.repeat(50 * kb),
  '\u0000'.repeat(20 * kb),
];
const nest = (depth: number, inner: (v: unknown) => unknown) => {
  let v: unknown = null;
  for (let i = 0; i < depth; i++) v = inner(v);
  return v;
};
const deepValues = [nest(1000, (v) => ({ a: v })), nest(1000, (v) => [v])];

const numbers = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-0, 0.5, 1e21, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, 5e-324),
);
const scalar = fc.oneof(
  { weight: 6, arbitrary: fc.constant(null) },
  { weight: 6, arbitrary: fc.boolean() },
  { weight: 9, arbitrary: numbers },
  { weight: 15, arbitrary: hostileText },
  { weight: 9, arbitrary: fc.constantFrom(...oddStrings) },
  // Costly to send and to read: rare, yet hundreds of cases a run.
  { weight: 1, arbitrary: fc.constantFrom(...hugeStrings, ...deepValues) },
);
const key = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'id',
    'userId',
    'role',
    'hiddenAt',
    'emailVerified',
    'status',
    '',
  ),
  hostileText,
);
/** Values of every JSON type, nested a little; strings and numbers from the lists above. */
const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 2 },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(key, tie('value'), { maxKeys: 4 }),
  ),
})).value;

type Path = (string | number)[];
/** The paths of every value inside `v`, the root ([]) first. */
function pathsOf(v: unknown, at: Path = []): Path[] {
  if (v === null || typeof v !== 'object') return [at];
  return [
    at,
    ...Object.entries(v).flatMap(([k, x]) => pathsOf(x, [...at, Array.isArray(v) ? Number(k) : k])),
  ];
}
const valueAt = (v: unknown, path: Path) =>
  path.reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], v);
/** A copy of `v` with the value at `path` replaced (a key defined as data: '__proto__' stays a key). */
function setAt(
  v: unknown,
  path: Path,
  f: (old: unknown, parent: Record<string, unknown>) => unknown,
): unknown {
  if (!path.length) return f(v, {});
  const copy = structuredClone(v) as Record<string, unknown>;
  let parent = copy;
  for (const k of path.slice(0, -1)) parent = parent[k] as Record<string, unknown>;
  const last = String(path.at(-1));
  const value = f(parent[last], parent);
  if (value === undefined) delete parent[last];
  else Object.defineProperty(parent, last, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

/** `sample` changed in one place: a value of the wrong kind, a field dropped or added, an array around it. */
function mutations(sample: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(sample);
  const objects = paths.filter((p) => {
    const v = valueAt(sample, p);
    return v !== null && typeof v === 'object' && !Array.isArray(v);
  });
  const path = fc.constantFrom(...paths);
  const strings = paths.filter((p) => typeof valueAt(sample, p) === 'string');
  return fc.oneof(
    { weight: 4, arbitrary: fc.tuple(path, hostileValue).map(([p, x]) => setAt(sample, p, () => x)) },
    { weight: 1, arbitrary: path.map((p) => setAt(sample, p, () => undefined)) },
    { weight: 1, arbitrary: path.map((p) => setAt(sample, p, (old) => [old])) },
    // A value still valid but for one odd character (NUL, a lone surrogate, a bidi mark...).
    ...(strings.length
      ? [
          fc
            .tuple(fc.constantFrom(...strings), fc.constantFrom(...oddChars), fc.boolean())
            .map(([p, c, first]) => setAt(sample, p, (old) => (first ? `${c}${old}` : `${old}${c}`))),
        ]
      : []),
    ...(objects.length
      ? [
          fc
            .tuple(fc.constantFrom(...objects), key, hostileValue)
            .map(([p, k, x]) => setAt(sample, [...p, k], () => x)),
        ]
      : []),
  );
}

const json = (kind: string, value: unknown): Body => ({
  kind,
  type: 'application/json',
  payload: JSON.stringify(value) ?? 'undefined',
});

/** A multipart/form-data body written by hand, so names and headers can be anything. */
function formData(parts: Part[], boundary = 'fuzz-boundary'): Buffer {
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"` +
        `${p.filename ? `; filename="${p.filename}"` : ''}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
    ),
    p.data,
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
}
const field = (name: string, value: unknown): Part => ({
  name,
  filename: '',
  type: '',
  data: Buffer.from(typeof value === 'string' ? value : (JSON.stringify(value) ?? '')),
});
const multipartBody = (kind: string, parts: Part[]): Body => ({
  kind,
  type: 'multipart/form-data; boundary=fuzz-boundary',
  payload: formData(parts),
});
const sampleParts = (m: { details?: unknown; files: Part[] }) => [
  ...(m.details === undefined ? [] : [field('details', m.details)]),
  ...m.files,
];

/** Files: bytes of every sort, a real photo and a real PDF. */
function fileData(photo: Buffer): fc.Arbitrary<Buffer> {
  return fc.oneof(
    fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)),
    hostileText.map((s) => Buffer.from(s)),
    fc.constantFrom(photo, photo.subarray(0, photo.length >> 1), Buffer.from('%PDF-1.4\n%%EOF\n')),
  );
}

function multipartGarbage(photo: Buffer): fc.Arbitrary<Body> {
  const part = fc.record({
    name: fc.oneof(fc.constantFrom('details', 'images', 'document', 'photo', ''), hostileText),
    filename: fc.oneof(fc.constantFrom('', 'a.jpg', 'cert.pdf', '../../x'), hostileText),
    type: fc.oneof(
      fc.constantFrom('', 'image/jpeg', 'application/pdf', 'application/json', 'text/plain'),
      hostileText,
    ),
    data: fc.oneof(
      fileData(photo),
      hostileValue.map((v) => Buffer.from(JSON.stringify(v) ?? '')),
    ),
  });
  const broken = (body: Buffer) =>
    fc.constantFrom<[string, string, Buffer]>(
      ['multipart:garbage', 'multipart/form-data; boundary=fuzz-boundary', body],
      ['multipart:no-boundary', 'multipart/form-data', body],
      ['multipart:wrong-boundary', 'multipart/form-data; boundary=other', body],
      [
        'multipart:truncated',
        'multipart/form-data; boundary=fuzz-boundary',
        body.subarray(0, body.length >> 1),
      ],
    );
  return fc
    .array(part, { maxLength: 12 })
    .chain((parts) => broken(formData(parts)))
    .map(([kind, type, payload]) => ({ kind, type, payload }));
}

// biome-ignore format: a list, one value per line would be longer than the code
const wrongTypes = [
  'text/plain', 'text/plain; charset=utf-8', 'application/xml', 'text/html', 'application/x-www-form-urlencoded',
  'application/octet-stream', 'image/jpeg', 'image/png', 'application/pdf', 'application/json; charset=utf-16',
  'application/json; charset=latin1', 'application/jsonx', 'application/vnd.api+json', 'multipart/mixed; boundary=x',
  'multipart/form-data; boundary=', '*/*', ';', 'garbage', 'APPLICATION/JSON',
];
// biome-ignore format: a list, one value per line would be longer than the code
const brokenJson = [
  '{', '}', '[', 'nul', 'tru', '{"a":}', '{"a":1,}', '[1,]', "{'a':1}", '{a:1}', '{"a":1}}', '{"a":1}{"b":2}',
  '\ufeff{}', 'NaN', 'Infinity', '-', '01', '1e', '"\\x41"', '"\\u12"', '"\u0000"', '{"a":"\n"}', '/* */{}',
  '{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"isAdmin":true}}}', ' ', '\u0000',
];
const deepJson = [1000, 10_000].flatMap((n) => [
  '['.repeat(n) + ']'.repeat(n),
  `${'{"a":'.repeat(n)}null${'}'.repeat(n)}`,
]);
/** Past the 1 MB body limit, and a file past the 5 MB image limit (filled with JPEG's first bytes). */
const bigFile = Buffer.alloc(5 * kb * kb + 1, Buffer.from([0xff, 0xd8, 0xff]));
const tooLarge: Body[] = [
  { kind: 'too-large', type: 'application/json', payload: `{"a":"${'x'.repeat(1100 * kb)}"}` },
  { kind: 'too-large', type: 'text/plain', payload: 'x'.repeat(1100 * kb) },
  { kind: 'too-large', type: 'image/jpeg', payload: bigFile },
  multipartBody('too-large', [jpegPart(bigFile)]),
];

/** The sample changed in one place; for a form, its details or its files. */
function sampleMutations(sample: Sample, photo: Buffer): fc.Arbitrary<Body> {
  if ('json' in sample) return mutations(sample.json).map((v) => json('mutation', v));
  if ('raw' in sample)
    return fc
      .tuple(fileData(photo), fc.constantFrom('image/jpeg', 'image/png', 'image/gif', 'image/webp'))
      .map(([payload, type]) => ({ kind: 'mutation', type, payload }));
  if (!('multipart' in sample)) return hostileValue.map((v) => json('json', v));
  const { details, files } = sample.multipart;
  const file = fc.record({ name: fc.constantFrom('images', 'document', 'photo'), data: fileData(photo) });
  return fc.oneof(
    mutations(details).map((d) => multipartBody('mutation', sampleParts({ details: d, files }))),
    fc
      .array(file, { maxLength: 10 })
      .map((list) =>
        multipartBody(
          'mutation:files',
          sampleParts({ details, files: list.map((f) => ({ ...f, filename: 'f.jpg', type: 'image/jpeg' })) }),
        ),
      ),
  );
}

/** The sample in the other encoding: a form to a JSON route, JSON to a form route. */
function wrongEncoding(sample: Sample): Body {
  if ('json' in sample) return multipartBody('multipart:json-route', [field('details', sample.json)]);
  if ('multipart' in sample) return json('json:multipart-route', sample.multipart.details ?? {});
  return multipartBody('multipart:json-route', [field('details', {})]);
}

/** Every family of hostile body for a route, most of them built from its sample. */
export function hostileBodies(sample: Sample, photo: Buffer): fc.Arbitrary<Body> {
  const text = 'json' in sample ? JSON.stringify(sample.json) : '{"a":1}';
  return fc.oneof(
    { weight: 6, arbitrary: hostileValue.map((v) => json('json', v)) },
    { weight: 10, arbitrary: sampleMutations(sample, photo) },
    { weight: 1, arbitrary: fc.constant(wrongEncoding(sample)) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...deepJson)
        .map((payload) => ({ kind: 'deep', type: 'application/json', payload })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...wrongTypes), fc.oneof(fc.constant(text), hostileText))
        .map(([type, payload]) => ({ kind: 'content-type', type, payload })),
    },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          fc.constantFrom(...brokenJson),
          fc.nat().map((n) => text.slice(0, n % text.length)),
          hostileText,
        )
        .map((payload) => ({ kind: 'invalid-json', type: 'application/json', payload })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Body>(
        { kind: 'empty' },
        { kind: 'empty', type: 'application/json', payload: '' },
        { kind: 'empty', type: 'multipart/form-data; boundary=x', payload: '' },
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom(...tooLarge) },
    { weight: 4, arbitrary: multipartGarbage(photo) },
  );
}

const percentEncoded = (s: string) =>
  [...Buffer.from(s)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
/** A path segment: mostly `valid`, else anything, encoded or malformed. */
export function pathSegment(valid: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant(valid) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: fc.oneof(hostileText, fc.constantFrom(...oddStrings)).map(percentEncoded) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '%',
        '%zz',
        '%00',
        '%ED%A0%80',
        '%C0%AF',
        '..',
        '%2e%2e',
        'a%2Fb',
        'x'.repeat(101),
        'x'.repeat(100 * kb),
      ),
    },
  );
}

/** What a check of one answer found wrong, if anything. */
export function answerProblem(res: { statusCode: number; body: string }): string | undefined {
  if (res.statusCode >= 500) return `answered ${res.statusCode}`;
  if (res.statusCode < 400) return undefined;
  let body: { error?: { code?: unknown; message?: unknown } };
  try {
    body = JSON.parse(res.body);
  } catch {
    return `answered ${res.statusCode} with a body that is not JSON`;
  }
  const { code, message } = body?.error ?? {};
  if (typeof code !== 'string' || typeof message !== 'string' || !message.trim())
    return `answered ${res.statusCode} without { error: { code, message } }`;
  return undefined;
}

/**
 * Row changes made by a piece of work, as 'table OP' for every row inserted, updated (to other
 * values) or deleted in the public schema, but in `exclude`; a rolled-back change is no change.
 * Triggers NOTIFY on commit, and PGlite, having one session, hands the notification over inside
 * the committing query: the async context names the work it belongs to, so requests sent together
 * are told apart. The app's own timers (trade/stats.ts) change rows outside any work: ignored.
 */
export async function watchRowChanges(database: Database, exclude: readonly string[]) {
  if (database.kind !== 'pglite') throw new Error('watchRowChanges needs PGlite');
  const { db } = database;
  await db.execute(
    sql.raw(`create function fuzz_row_changed() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and old::text = new::text then return null; end if;
        perform pg_notify('fuzz_row_changed', tg_table_name || ' ' || tg_op);
        return null;
      end $$`),
  );
  const { rows } = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: { tablename: string }[] };
  for (const { tablename } of rows.filter((r) => !exclude.includes(r.tablename)))
    await db.execute(
      sql.raw(`create trigger fuzz_row_changed after insert or update or delete on "${tablename}"
        for each row execute function fuzz_row_changed()`),
    );
  const work = new AsyncLocalStorage<string[]>();
  const client = (db as unknown as { $client: PGlite }).$client;
  const stop = await client.listen('fuzz_row_changed', (change) => work.getStore()?.push(change));
  return {
    /** Runs `fn`, and returns its result with the rows it changed. */
    async during<T>(fn: () => Promise<T>): Promise<{ result: T; changed: string[] }> {
      const changed: string[] = [];
      return { result: await work.run(changed, fn), changed };
    },
    stop,
  };
}
