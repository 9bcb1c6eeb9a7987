import { MSG, isStorableText } from '@podryad/domain';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Answer,
  type Call,
  type JsonSchema,
  type Route,
  apiRoutes,
  concrete,
  jsonBodySchema,
  sendPastRoleChecks,
} from './api-routes';
import { get, upload, useTestApp } from './helpers';
import {
  type Actor,
  invite,
  newClient,
  newContractor,
  newTender,
  newUntyped,
  offer,
  tenderBody,
} from './tender-fixtures';

/*
 * Bad input never yields a 5xx. Property-based: fast-check sends every route of the OpenAPI
 * document bodies made from its own schema and then broken (wrong types, missing and extra fields,
 * huge strings, deep nesting, odd unicode, SQL and HTML fragments), malformed path parameters and
 * query strings, as each kind of caller. Every answer is a 2xx (the input happened to be valid) or a
 * 4xx with `errors`; never a 5xx, and the server keeps serving. The seed is random on every run;
 * a failure prints it with the shrunk input (`fc.assert(..., { seed, path })` replays it).
 */

const ctx = useTestApp();

/** Cases per route and property: enough to find the kinds of breakage, few enough for CI (FUZZ_RUNS=200 for a longer hunt). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const BODY_LIMIT = 1024 * 1024;

let routes: Route[];
type Kind = 'client' | 'contractor' | 'untyped';
const actors = {} as Record<Kind, Actor>;
/** Tokens of the client, the contractor and the user with no type, then anonymous. */
const tokens = (): (string | undefined)[] => [
  actors.client.token,
  actors.contractor.token,
  actors.untyped.token,
  undefined,
];
let cases = 0;
/** Files the callers uploaded: bodies that name them get past the handlers' file checks. */
const uploaded: string[] = [];

beforeAll(async () => {
  routes = apiRoutes(ctx.app);
  actors.client = await newClient(ctx);
  actors.contractor = await newContractor(ctx);
  actors.untyped = await newUntyped(ctx);
  // Objects with small ids, so that the fuzzed ids and bodies also reach the handlers' own checks.
  const first = await newTender(ctx, actors.client);
  const second = await newTender(ctx, actors.client);
  await offer(ctx, actors.contractor, first.id);
  await invite(ctx, actors.client, second.id, actors.contractor.id);
  for (const [url, actor] of [
    ['/api/tenders/uploadFile', actors.client],
    ['/api/projects/uploadCover/cover', actors.client],
    ['/api/cases/upload-cover', actors.contractor],
    ['/api/cases/upload-image', actors.contractor],
    ['/api/request/uploadFile', actors.contractor],
  ] as const) {
    const res = await upload(ctx.app, url, actor.token);
    expect(res.status, url).toBe(200);
    uploaded.push(res.body.path as string);
  }
}, 60_000);

/**
 * A fuzzed call may sign a caller out, give the untyped user a type or the like: each is replaced
 * by a fresh one when it no longer is what it was, so every route meets all four kinds of caller.
 */
async function keepActors() {
  const make = { client: newClient, contractor: newContractor, untyped: newUntyped };
  for (const kind of Object.keys(make) as Kind[]) {
    const res = await get(ctx.app, '/api/user/profile', actors[kind].token);
    const type = (res.body.user as { type?: string | null } | undefined)?.type;
    if (res.status !== 200 || type !== (kind === 'untyped' ? null : kind)) {
      actors[kind] = await make[kind](ctx);
    }
  }
}

/** The property every answer must have. */
function checkAnswer(where: string) {
  return ({ status, body, text }: Answer) => {
    const answer = `${where} answered ${status}: ${text.slice(0, 300)}`;
    expect(status < 500, answer).toBe(true);
    expect((status >= 200 && status < 300) || (status >= 400 && status < 500), answer).toBe(true);
    if (status >= 400) {
      const errors = body.errors as unknown;
      expect(Array.isArray(errors) && errors.length > 0, answer).toBe(true);
      for (const error of errors as unknown[]) {
        expect(typeof error === 'string' && error.length > 0, answer).toBe(true);
      }
    }
  };
}

/** Sends one fuzzed call, beginning with the given caller, and checks every answer. */
async function fuzzCall(call: Call, start: number) {
  cases += 1;
  await sendPastRoleChecks(ctx.app, tokens(), call, {
    start,
    check: checkAnswer(`${call.method} ${call.url.slice(0, 200)}`),
  });
}

/** Runs the property for one route; on failure names the route (fast-check adds seed and input). */
async function assertFor<Ts extends unknown[]>(route: Route, property: fc.IAsyncProperty<Ts>) {
  try {
    await fc.assert(property, { numRuns: RUNS });
  } catch (error) {
    if (error instanceof Error) error.message = `${route.method} ${route.path}: ${error.message}`;
    throw error;
  } finally {
    const health = await get(ctx.app, '/api/health');
    expect(health.status, `health after ${route.method} ${route.path}`).toBe(200);
    await keepActors();
  }
}

// --- Arbitraries ------------------------------------------------------------------------------

/** Text that has broken servers: injection, markup, escapes, direction marks, emoji, combiners. */
const NASTY = [
  "' OR 1=1--",
  "'; DROP TABLE users;--",
  '" OR ""="',
  '1; SELECT pg_sleep(0)',
  '%',
  '_',
  '\\',
  '%_\\%',
  "\\'",
  '$1',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  '../../../etc/passwd',
  '..\\..\\windows',
  '\u202eevil\u202c',
  '\u200f\u200e\u200b\u2066\u2069',
  '\ufeff',
  '👷🏽‍♀️🏗️👨‍👩‍👧‍👦',
  'é\u0301\u0301\u0301\u0301\u0336',
  'Z\u0351\u036b\u0343\u036a\u0302\u036b\u033d\u034f\u0334\u0319\u0324\u031e',
  'مرحبا بالعالم',
  'שלום',
  '中文字符',
  '\r\n\t\v\f',
  '\u0085\u2028\u2029',
  '\u0000',
  '\ud800',
  '\udfff\ud800',
  '\uffff\ufffe',
  ' ',
  '',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e309',
  '0x1F',
  '[]',
  '{}',
  'true',
  '+7 (999) 000-00-01',
  'a@b.c',
  '2030-02-30',
  '0000-00-00',
  '99999-12-31',
  '-1',
  '9007199254740993',
];

const nasty = fc.constantFrom(...NASTY);

/** A mix of nasty fragments and random text of every kind of unicode. */
const oddText = fc.oneof(
  nasty,
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc
    .array(fc.oneof(nasty, fc.string({ unit: 'grapheme-composite', maxLength: 8 })), {
      maxLength: 6,
    })
    .map((parts) => parts.join('')),
);

/** A long string: around a field's limit, or far past any (most bodies stay under the body limit). */
const hugeText = (limit?: number, max = 300_000) =>
  fc
    .tuple(
      fc.constantFrom('а', 'x', '🏗️', '%', '<b>', "'", 'e\u0301'),
      limit === undefined
        ? fc.integer({ min: 1_000, max })
        : fc.constantFrom(limit, limit + 1, limit * 2 + 7, 100_000),
    )
    .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length));

/** Arrays or objects nested 100 and more deep, around a leaf. */
const deep = fc
  .tuple(
    fc.integer({ min: 100, max: 2_000 }),
    fc.constantFrom('array', 'object', 'mixed'),
    fc.oneof(fc.constant(null), nasty, fc.integer()),
  )
  .map(([depth, shape, leaf]) => {
    let value: unknown = leaf;
    for (let i = 0; i < depth; i += 1) {
      const asArray = shape === 'array' || (shape === 'mixed' && i % 2 === 0);
      value = asArray ? [value] : { a: value };
    }
    return value;
  });

/** Numbers an integer or number field may be sent: edges, out of every range, not integers. */
const oddNumber = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1.5,
    -1e-300,
    2_147_483_647,
    2_147_483_648,
    -2_147_483_649,
    9_007_199_254_740_991,
    9_007_199_254_740_994,
    1e21,
    1e308,
    -1e308,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A value of a type other than the schema wants, or of none. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  oddNumber,
  oddText,
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(fc.oneof(fc.integer(), nasty), { maxLength: 5 }),
);

/** A long list of short items: at and past its limit, or past PostgreSQL's 65,535 parameters. */
const longList = (items: JsonSchema | undefined, maxItems?: number) =>
  fc
    .tuple(
      [items?.type].flat().includes('string')
        ? fc.constantFrom('a', '%', "'", '/storage/x.png')
        : fc.integer({ min: 1, max: 5 }),
      fc.constantFrom(
        ...[maxItems, maxItems && maxItems + 1, 70_000].filter((n) => n !== undefined),
      ),
    )
    .map(([item, length]) => Array.from({ length }, () => item));

/** Percent-encodes like a browser; half a surrogate pair becomes U+FFFD as in the Encoding spec. */
const encode = (text: string) =>
  encodeURIComponent(
    text.replace(
      /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
      '\ufffd',
    ),
  );

function branches(schema: JsonSchema) {
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
}

/** A value the schema would take, or near its edges. */
function validish(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const forms = branches(schema);
  if (forms.length > 0) return fc.oneof(...forms.map((form) => validish(form, depth)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const types = [schema.type].flat();
  const arbitraries: fc.Arbitrary<unknown>[] = [];
  if (schema.nullable) arbitraries.push(fc.constant(null));
  if (types.includes('string')) {
    const { minLength = 0, maxLength } = schema;
    const near: fc.Arbitrary<unknown>[] = [
      fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength ?? 30, 30)) }),
      fc.string({
        unit: 'grapheme',
        minLength,
        maxLength: Math.max(minLength, Math.min(maxLength ?? 12, 12)),
      }),
    ];
    if (schema.pattern) near.push(fc.stringMatching(new RegExp(schema.pattern)));
    if (schema.format === 'uuid') near.push(fc.uuid());
    if (maxLength !== undefined) near.push(hugeText(maxLength));
    arbitraries.push(fc.oneof(...near));
  }
  if (types.includes('integer')) {
    const min = Math.max(schema.minimum ?? -10, -10);
    arbitraries.push(fc.integer({ min, max: min + 12 }), oddNumber);
  }
  if (types.includes('number')) {
    arbitraries.push(
      fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      }),
      oddNumber,
    );
  }
  if (types.includes('boolean')) arbitraries.push(fc.boolean());
  if (types.includes('array')) {
    const items = schema.items ? field(schema.items, depth + 1) : anyValue;
    arbitraries.push(
      fc.array(items, { maxLength: Math.min((schema.maxItems ?? 4) + 1, 6) }),
      longList(schema.items, schema.maxItems),
    );
  }
  if (types.includes('object')) arbitraries.push(objectOf(schema, depth + 1));
  return arbitraries.length > 0 ? fc.oneof(...arbitraries) : anyValue;
}

/** Nasty fragments PostgreSQL can store (the others are refused before any route, see storable-text). */
const storableNasty = fc.constantFrom(...NASTY.filter(isStorableText));

/** An ISO date, sometimes impossible or far out. */
const isoDate = fc.oneof(
  fc
    .date({ min: new Date('1800-01-01'), max: new Date('2200-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  fc.constantFrom('2030-02-30', '0000-01-01', '2030-13-01', '1899-12-31'),
);

/**
 * A value the schema takes (as far as a JSON schema tells): odd text, edge numbers and all, so that
 * it passes validation and reaches the handler and the database. Field names tell dates, e-mails
 * and phones, which the schemas leave to refinements.
 */
function valid(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  const forms = branches(schema);
  if (forms.length > 0) return fc.oneof(...forms.map((form) => valid(form, name)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const types = [schema.type].flat();
  const arbitraries: fc.Arbitrary<unknown>[] = [];
  if (schema.nullable) arbitraries.push(fc.constant(null));
  if (types.includes('string')) {
    const { minLength = 0, maxLength = 5_000 } = schema;
    const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
    if (schema.pattern) arbitraries.push(fc.stringMatching(new RegExp(schema.pattern)));
    else if (schema.format === 'uuid') arbitraries.push(fc.uuid());
    else if (/date/.test(name)) arbitraries.push(isoDate);
    else if (/path|avatar|cover|image/.test(name)) arbitraries.push(fc.constantFrom(...uploaded));
    else if (/login/.test(name))
      arbitraries.push(fc.emailAddress().filter(fits), fc.stringMatching(/^\+79\d{9}$/));
    else if (/email/.test(name)) arbitraries.push(fc.emailAddress().filter(fits));
    else if (/phone/.test(name))
      arbitraries.push(
        fc.stringMatching(/^\+79\d{9}$/),
        fc.stringMatching(/^8 9\d{2} \d{3}-\d{2}-\d{2}$/),
      );
    else
      arbitraries.push(
        storableNasty.filter(fits),
        fc.string({
          unit: 'grapheme',
          minLength,
          maxLength: Math.max(minLength, Math.min(maxLength, 20)),
        }),
        // Lengths up to the limit; fast-check often picks the bounds themselves.
        fc.integer({ min: minLength, max: maxLength }).map((n) => 'я'.repeat(n)),
      );
  }
  if (types.includes('integer')) {
    const min = (schema.minimum ?? -1e9) + (schema.exclusiveMinimum === true ? 1 : 0);
    const max = Math.min(schema.maximum ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
    arbitraries.push(
      fc.integer({ min: Math.max(min, -3), max: Math.min(max, 6) }),
      fc.constantFrom(min, max, 2_147_483_647, 2_147_483_648).filter((n) => n >= min && n <= max),
    );
  }
  if (types.includes('number')) {
    arbitraries.push(
      fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      }),
    );
  }
  if (types.includes('boolean')) arbitraries.push(fc.boolean());
  if (types.includes('array')) {
    const items = schema.items ? valid(schema.items, name) : anyValue;
    const minLength = schema.minItems ?? 0;
    arbitraries.push(
      fc.array(items, {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)),
      }),
    );
  }
  if (types.includes('object')) arbitraries.push(validObject(schema));
  return arbitraries.length > 0 ? fc.oneof(...arbitraries) : anyValue;
}

/** An object the schema takes: every required field, some of the others. */
function validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const forms = branches(schema);
  if (forms.length > 0) return fc.oneof(...forms.map((form) => validObject(form)));
  const required = schema.required ?? [];
  const model = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, field]) => [name, valid(field, name)]),
  );
  return fc.record(model, { requiredKeys: required });
}

/** A valid object with one or two of its fields broken, dropped or added. */
function mutated(schema: JsonSchema) {
  const names = [
    ...new Set([
      ...branches(schema).flatMap((form) => Object.keys(form.properties ?? {})),
      ...Object.keys(schema.properties ?? {}),
    ]),
  ];
  const change = fc.tuple(
    names.length > 0 ? fc.oneof(fc.constantFrom(...names), extraKey) : extraKey,
    fc.oneof(fc.constant(undefined), anyValue, oddText, hugeText(), deep),
  );
  return fc
    .tuple(validObject(schema), fc.array(change, { maxLength: 2 }))
    .map(([object, changes]) => {
      const result: Record<string, unknown> = { ...object };
      for (const [key, value] of changes) {
        if (value === undefined) delete result[key];
        // defineProperty, not assignment: `__proto__` becomes a key of the JSON, as an attacker sends it.
        else
          Object.defineProperty(result, key, {
            value,
            enumerable: true,
            writable: true,
            configurable: true,
          });
      }
      return result;
    });
}

/** The value of one field: mostly what the schema wants, often broken in one of the ways above. */
function field(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 3) return anyValue;
  return fc.oneof(
    { weight: 5, arbitrary: validish(schema, depth) },
    { weight: 2, arbitrary: anyValue },
    { weight: 2, arbitrary: oddText },
    { weight: 1, arbitrary: hugeText() },
    { weight: 1, arbitrary: deep },
  );
}

/** Keys a handler might trust or a parser might choke on. */
const extraKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'id',
    'user_id',
    'ownerId',
    'owner_id',
    'type',
    'role',
    'status',
    'is_admin',
    'toString',
    'hasOwnProperty',
    '',
    "' OR 1=1--",
    '\u202e',
  ),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
);

/** An object of the schema's fields, each present or missing and maybe broken, plus extra keys. */
function objectOf(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const forms = branches(schema);
  if (forms.length > 0) return fc.oneof(...forms.map((form) => objectOf(form, depth)));
  const fields = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  return fc
    .tuple(
      fc.tuple(
        ...fields.map(([name, fieldSchema]) =>
          fc.option(field(fieldSchema, depth), {
            nil: undefined,
            // Required fields are mostly sent, so that the others are checked too.
            freq: required.has(name) ? 8 : 3,
          }),
        ),
      ),
      fc.option(fc.dictionary(extraKey, anyValue, { maxKeys: 3 }), { freq: 2 }),
    )
    .map(([values, extra]) => {
      const object: Record<string, unknown> = {};
      fields.forEach(([name], i) => {
        if (values[i] !== undefined) object[name] = values[i];
      });
      // Spread, not assignment: an extra `__proto__` becomes a key of the JSON, as an attacker sends it.
      return extra ? { ...extra, ...object } : object;
    });
}

/** A whole body: an object made from the route's schema, or anything else at all. */
function bodyOf(schema: JsonSchema | undefined) {
  return fc.oneof(
    ...(schema
      ? [
          { weight: 4, arbitrary: validObject(schema) },
          { weight: 8, arbitrary: mutated(schema) },
          { weight: 4, arbitrary: objectOf(schema) },
        ]
      : [{ weight: 8, arbitrary: fc.dictionary(extraKey, anyValue) }]),
    { weight: 1, arbitrary: anyValue },
    { weight: 1, arbitrary: deep },
  );
}

/** Path parameters no route takes: out of range, not numbers, malformed escapes, very long. */
const oddSegment = fc.oneof(
  fc.constantFrom(
    '-1',
    '0',
    '-0',
    '00001',
    '1.5',
    '1e3',
    '0x10',
    '2147483647',
    '2147483648',
    '9007199254740993',
    '99999999999999999999999',
    'NaN',
    'Infinity',
    'null',
    'abc',
    '%00',
    '1%00',
    '%',
    '%ZZ',
    '%E0%A4%A',
    '%C0%AF',
    '%ED%A0%80',
    '%FF',
    '%2F',
    '..',
    '.',
    '%2e%2e%2f',
    '%20',
    '+1',
    '1;select',
    "'%20OR%201=1--",
    '%3Cscript%3E',
    '%D9%A1',
    '%F0%9F%8F%97',
    '1'.repeat(101),
    '9'.repeat(10_000),
  ),
  fc.integer({ min: 1, max: 6 }).map(String),
  fc.uuid(),
  oddText.map(encode),
  hugeText(undefined, 3_000).map(encode),
);

/** A value as a query string carries it: lists comma-separated. */
const asQueryText = (value: unknown) =>
  Array.isArray(value)
    ? value.join(',')
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** A query string of the declared parameters (and others), each odd or near valid. */
function queryOf(route: Route) {
  const declared = (route.operation.parameters ?? []).filter((p) => p.in === 'query');
  // Cut at 3,000 characters: a real URL over Node's 16 KB request head never reaches the app.
  const value = (schema?: JsonSchema, name?: string) =>
    fc
      .oneof(
        schema ? fc.oneof(valid(schema, name), validish(schema)).map(asQueryText) : nasty,
        oddText,
        hugeText(undefined, 3_000),
        fc.constantFrom('', '-1', '0', '1.5', '1e9', '[]', 'a,b', '%', '_'),
      )
      .map((text) => text.slice(0, 3_000));
  const pair = fc.oneof(
    ...declared.map((p) => fc.tuple(fc.constant(p.name), value(p.schema, p.name))),
    fc.tuple(extraKey, value()),
    fc.tuple(
      fc.constantFrom(...declared.map((p) => `${p.name}[]`), 'a[b][c]', 'q', 'page'),
      value(),
    ),
  );
  const encoded = fc.array(
    fc.tuple(pair, fc.boolean()).map(([[key, val], raw]) =>
      // Mostly encoded as a browser would; sometimes raw, with malformed escapes and all.
      raw ? `${key}=${val}` : `${encode(key)}=${encode(val)}`,
    ),
    { maxLength: 6 },
  );
  return fc.oneof(
    { weight: 6, arbitrary: encoded.map((pairs) => pairs.join('&')) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('&&&', '=', '==&=', '%', '%ZZ=%ZZ', 'a=%ED%A0%80', '?&?', '#'),
    },
  );
}

/** Raw bodies no JSON parser takes, and types no route reads. */
const rawBody = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '{',
    '{"a":',
    "{'a':1}",
    '{"a":1,}',
    '[1,]',
    '{"a":1}}',
    'nul',
    'NaN',
    '1e999999',
    '{"a":"\\x"}',
    '{"a":"\\ud800"}',
    '\ufeff{}',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    '{"a":1,"a":2}',
    '\u0000',
    '<xml/>',
    'a=1&b=2',
    '"' + 'a'.repeat(10_000),
  ),
  fc.integer({ min: 100, max: 100_000 }).map((n) => '['.repeat(n)),
  fc.integer({ min: 100, max: 100_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.integer({ min: 100, max: 50_000 }).map((n) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/JSON',
  'application/json-patch+json',
  'application/vnd.api+json',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  '*/*',
  'garbage',
);

const caller = fc.nat(3);
const sendsBody = (route: Route) => ['POST', 'PUT', 'PATCH'].includes(route.method);

describe('bad input never yields a 5xx', () => {
  it('finds the routes in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter((r) => jsonBodySchema(r.operation)).length).toBeGreaterThan(25);
  });

  // First, before the fuzzing has spent the per-user limits of the costly calls.
  it('answers a JSON body over the 1 MB limit with 413 and errors on every route that takes a body', async () => {
    const payload = JSON.stringify({ text: 'x'.repeat(BODY_LIMIT) });
    for (const route of routes.filter(sendsBody)) {
      const res = await sendPastRoleChecks(ctx.app, tokens(), {
        method: route.method,
        url: concrete(route.path),
        payload,
      });
      expect(res.status, `${route.method} ${route.path}`).toBe(413);
      expect(res.body.errors, `${route.method} ${route.path}`).toEqual([expect.any(String)]);
    }
  });

  it('answers fuzzed JSON bodies on every route that takes a body with a 2xx or a 4xx with errors', async () => {
    for (const route of routes.filter(sendsBody)) {
      const schema = jsonBodySchema(route.operation);
      await assertFor(
        route,
        fc.asyncProperty(caller, bodyOf(schema), async (start, body) => {
          const payload = JSON.stringify(body) ?? 'null';
          await fuzzCall({ method: route.method, url: concrete(route.path), payload }, start);
        }),
      );
    }
  }, 120_000);

  it('answers malformed path parameters on every route with a 2xx or a 4xx with errors', async () => {
    for (const route of routes.filter((r) => r.path.includes('{'))) {
      const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      const body = sendsBody(route) ? '{}' : undefined;
      await assertFor(
        route,
        fc.asyncProperty(
          caller,
          fc.constantFrom(...names),
          oddSegment,
          async (start, name, value) => {
            const url = concrete(route.path.replace(`{${name}}`, value));
            await fuzzCall(
              { method: route.method, url, ...(body === undefined ? {} : { payload: body }) },
              start,
            );
          },
        ),
      );
    }
  }, 120_000);

  it('answers malformed query strings on every route with a 2xx or a 4xx with errors', async () => {
    for (const route of routes) {
      const body = sendsBody(route) ? '{}' : undefined;
      await assertFor(
        route,
        fc.asyncProperty(caller, queryOf(route), async (start, query) => {
          const url = `${concrete(route.path)}?${query}`;
          await fuzzCall(
            { method: route.method, url, ...(body === undefined ? {} : { payload: body }) },
            start,
          );
        }),
      );
    }
  }, 120_000);

  it('answers malformed JSON and other content types with a 4xx with errors', async () => {
    for (const route of routes.filter(sendsBody)) {
      await assertFor(
        route,
        fc.asyncProperty(caller, rawBody, contentType, async (start, payload, type) => {
          await fuzzCall(
            { method: route.method, url: concrete(route.path), payload, contentType: type },
            start,
          );
        }),
      );
    }
  }, 120_000);

  // What fuzzing found, kept as fixed examples.
  it('refuses ids past a PostgreSQL integer in a body with 400, not a query error', async () => {
    const tooBig = 2_147_483_648;
    const calls: [string, string, Record<string, unknown>, string][] = [
      ['POST', '/api/tenders', tenderBody(tooBig, uploaded[0]!), actors.client.token],
      ['POST', '/api/request/1', { user_id: tooBig }, actors.client.token],
      ['POST', '/api/user/notifications/seen', { ids: [tooBig] }, actors.client.token],
    ];
    for (const [method, url, body, token] of calls) {
      const res = await sendPastRoleChecks(ctx.app, [token], {
        method,
        url,
        payload: JSON.stringify(body),
      });
      expect(res.status, `${url} ${res.text}`).toBe(400);
      expect(res.body.errors, url).toEqual([expect.any(String)]);
    }
  });

  it('refuses a URL the router cannot read (a bad escape, a parameter over 100 characters) with 400 and errors', async () => {
    for (const segment of ['%', '%E0%A4%A', '1'.repeat(101)]) {
      const res = await get(ctx.app, `/api/tenders/${segment}`, actors.client.token);
      expect(res.status, segment).toBe(400);
      expect(res.body.errors, segment).toEqual([MSG.badRequest]);
    }
  });

  it('still serves afterwards', async () => {
    expect((await get(ctx.app, '/api/health')).status).toBe(200);
    // The figure the closing note asks for.
    console.info(`fuzz: ${routes.length} routes, ${cases} cases`);
  });
});
