import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DADATA_PARTY_PATH } from '../src/modules/registry/dadata';

/*
 * A stand-in of DaData's "find a party by INN or ОГРН" for the tests: the same path, headers and
 * answer shape (dadata.ru/api/find-party), a party per test INN in each register status, an
 * entrepreneur, a company with branches, an INN it does not know, and the ways it fails: the 403
 * of a spent day's quota, a 401 for a key it does not know, a 500, and a call it never answers.
 * Valid INNs (their checksums hold), so that the profiles naming them pass any INN rule.
 */

export const KEY = 'test-dadata-key';

export const INN = {
  active: '7701000019',
  liquidating: '7701000026',
  liquidated: '7701000033',
  bankrupt: '7701000040',
  reorganizing: '7701000058',
  branches: '7701000065',
  unknown: '7701000072',
  failing: '7701000080',
  hanging: '7701000097',
  entrepreneur: '770100000142',
} as const;

/** Valid INNs the stand-in does not know, for tests that need a fresh one each. */
export const SPARE_INNS = ['7701000114', '7701000121', '7701000139', '7701000146'] as const;

/** Unix milliseconds of a Moscow date, as DaData writes its dates. */
const day = (iso: string) => Date.parse(`${iso}T00:00:00+03:00`);

const company = (
  inn: string,
  status: string,
  name: string,
  more: Record<string, unknown> = {},
): Record<string, unknown> => ({
  inn,
  kpp: `${inn.slice(0, 4)}01001`,
  ogrn: `10277000000${inn.slice(-2)}`,
  ogrn_date: day('2002-08-16'),
  type: 'LEGAL',
  name: {
    full_with_opf: `ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ "${name}"`,
    short_with_opf: `ООО "${name}"`,
    full: name,
    short: name,
  },
  state: {
    status,
    code: null,
    actuality_date: day('2026-01-10'),
    registration_date: day('2002-08-16'),
    liquidation_date: status === 'LIQUIDATED' ? day('2024-05-20') : null,
  },
  management: { name: 'Смирнов Алексей Викторович', post: 'ГЕНЕРАЛЬНЫЙ ДИРЕКТОР' },
  address: {
    value: 'г Москва, ул Тверская, д 7',
    unrestricted_value: '125009, г Москва, ул Тверская, д 7',
    data: { source: '125009, ГОРОД МОСКВА, УЛИЦА ТВЕРСКАЯ, ДОМ 7' },
  },
  okved: '41.20',
  okved_type: '2014',
  branch_type: 'MAIN',
  branch_count: 0,
  invalid: null,
  ...more,
});

const PARTIES: Record<string, Record<string, unknown>> = {
  [INN.active]: company(INN.active, 'ACTIVE', 'РОМАШКА'),
  [INN.liquidating]: company(INN.liquidating, 'LIQUIDATING', 'ЗАКАТ'),
  [INN.liquidated]: company(INN.liquidated, 'LIQUIDATED', 'БЫЛОЕ'),
  [INN.bankrupt]: company(INN.bankrupt, 'BANKRUPT', 'ДОЛГ', { invalid: true }),
  [INN.reorganizing]: company(INN.reorganizing, 'REORGANIZING', 'ПЕРЕСТРОЙКА'),
  [INN.branches]: company(INN.branches, 'ACTIVE', 'СЕТЬ', { branch_count: 2 }),
  [INN.entrepreneur]: {
    inn: INN.entrepreneur,
    kpp: null,
    ogrn: '319770100000011',
    ogrn_date: day('2019-03-04'),
    type: 'INDIVIDUAL',
    name: {
      full_with_opf: 'Индивидуальный предприниматель Иванова Мария Петровна',
      short_with_opf: 'ИП Иванова Мария Петровна',
    },
    fio: { surname: 'Иванова', name: 'Мария', patronymic: 'Петровна', gender: 'FEMALE' },
    state: {
      status: 'ACTIVE',
      actuality_date: day('2026-01-10'),
      registration_date: day('2019-03-04'),
      liquidation_date: null,
    },
    management: null,
    address: { value: 'г Москва', unrestricted_value: 'г Москва', data: { source: null } },
    okved: '43.31',
    branch_type: null,
    branch_count: null,
    invalid: null,
  },
};

/** The branches DaData answers beside the head office when not asked for it alone. */
const BRANCHES = [1, 2].map((n) =>
  company(INN.branches, 'ACTIVE', 'СЕТЬ', {
    kpp: `77010${n}002`,
    branch_type: 'BRANCH',
    address: { value: `г Казань, ул Баумана, д ${n}`, data: { source: null } },
  }),
);

const suggestion = (data: Record<string, unknown>) => {
  const name = (data.name as { short_with_opf: string }).short_with_opf;
  return { value: name, unrestricted_value: name, data };
};

export type StandInCall = { inn: string; body: Record<string, unknown>; at: number };

export async function startDadata() {
  const calls: StandInCall[] = [];
  /** `quotaSpent`: every call answers the quota's 403; `failing`: every call answers 500. */
  const state = { quotaSpent: false, failing: false };
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== DADATA_PARTY_PATH) {
        return send(404, { family: 'CLIENT_ERROR', reason: 'Not Found' });
      }
      if (request.headers.authorization !== `Token ${KEY}`) {
        return send(401, { family: 'CLIENT_ERROR', reason: 'Unauthorized', message: null });
      }
      if (
        !request.headers['content-type']?.startsWith('application/json') ||
        request.headers.accept !== 'application/json'
      ) {
        return send(415, { family: 'CLIENT_ERROR', reason: 'Unsupported Media Type' });
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return send(400, { family: 'CLIENT_ERROR', reason: 'Bad Request' });
      }
      const inn = String(body.query ?? '');
      calls.push({ inn, body, at: Date.now() });
      if (state.quotaSpent) {
        return send(403, {
          family: 'CLIENT_ERROR',
          reason: 'Forbidden',
          message: `Feature 'SUGGESTIONS' disabled for token '${KEY}'`,
        });
      }
      if (inn === INN.failing || state.failing) {
        return send(500, { family: 'SERVER_ERROR', reason: 'Internal Server Error' });
      }
      if (inn === INN.hanging) {
        hanging.add(response);
        return;
      }
      const party = PARTIES[inn];
      if (!party) return send(200, { suggestions: [] });
      // Without `branch_type: MAIN` a company with branches answers them too, branches first.
      const all =
        inn === INN.branches && body.branch_type !== 'MAIN' ? [...BRANCHES, party] : [party];
      return send(200, { suggestions: all.map(suggestion) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    calls,
    state,
    /**
     * What the app's configuration needs to ask this stand-in. Its timeout ends the call that never
     * answers soon, yet leaves the others, answered at once, a second and more on a busy machine.
     */
    env: { DADATA_API_KEY: KEY, DADATA_URL: url, DADATA_TIMEOUT_MS: '1500' },
    /** Calls made for one INN. */
    callsFor: (inn: string) => calls.filter((c) => c.inn === inn),
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
