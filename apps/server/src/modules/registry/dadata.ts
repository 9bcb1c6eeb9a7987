import {
  REGISTRY_STATUSES,
  type RegistryStatusCode,
  UNKNOWN_REGISTRY_STATUS,
  moscowDate,
} from '@podryad/domain';
import { z } from 'zod';
import {
  type RegisterEntry,
  RegistryKeyRefused,
  RegistryQuotaSpent,
  type RegistryProvider,
} from './provider';

/** DaData's "find a party by INN or ОГРН" (dadata.ru/api/find-party), under its base address. */
export const DADATA_PARTY_PATH = '/suggestions/api/4_1/rs/findById/party';

const text = z.string().nullish();
/** Unix time in milliseconds. */
const time = z.number().nullish();

/** The parts of an answer's `data` we keep; the rest is not read. */
const partyData = z.object({
  inn: text,
  ogrn: text,
  type: text,
  branch_type: text,
  state: z.object({ status: text, registration_date: time, liquidation_date: time }).nullish(),
  name: z.object({ short_with_opf: text, full_with_opf: text }).nullish(),
  management: z.object({ name: text, post: text }).nullish(),
  fio: z.object({ surname: text, name: text, patronymic: text }).nullish(),
  address: z.object({ value: text, data: z.object({ source: text }).nullish() }).nullish(),
  okved: text,
  invalid: z.unknown(),
});
const partyAnswer = z.object({
  suggestions: z.array(z.object({ value: text, data: partyData })),
});
type PartyData = z.infer<typeof partyData>;

const dateOf = (ms: number | null | undefined) =>
  typeof ms === 'number' && Number.isFinite(ms) ? moscowDate(new Date(ms)) : null;

const statusOf = (status: string | null | undefined): RegistryStatusCode => {
  const code = status?.toLowerCase();
  return (REGISTRY_STATUSES as readonly string[]).includes(code ?? '')
    ? (code as RegistryStatusCode)
    : UNKNOWN_REGISTRY_STATUS;
};

const clean = (value: string | null | undefined) => value?.trim() || null;

function entryOf(d: PartyData): RegisterEntry {
  const individual = d.type === 'INDIVIDUAL';
  const person = d.fio && [d.fio.surname, d.fio.name, d.fio.patronymic].filter(Boolean).join(' ');
  return {
    kind: individual ? 'individual' : 'legal',
    status: statusOf(d.state?.status),
    ogrn: clean(d.ogrn),
    registeredOn: dateOf(d.state?.registration_date),
    liquidatedOn: dateOf(d.state?.liquidation_date),
    directorName: individual ? clean(person) : clean(d.management?.name),
    directorPost: individual ? null : clean(d.management?.post),
    address: clean(d.address?.value) ?? clean(d.address?.data?.source),
    okved: clean(d.okved),
    nameShort: clean(d.name?.short_with_opf),
    nameFull: clean(d.name?.full_with_opf),
    unreliable: Boolean(d.invalid),
  };
}

/**
 * DaData's party lookup: the head office of a company (`branch_type: MAIN`) or the entrepreneur
 * with this INN. Connections are kept alive between calls (the plan allows few new ones a minute);
 * a call that takes longer than `timeoutMs` is a failure. 403 is DaData's answer once the day's
 * quota is spent, 401 to a key it does not know.
 */
export class DadataProvider implements RegistryProvider {
  readonly name = 'dadata';

  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly timeoutMs: number,
  ) {}

  async findByInn(inn: string): Promise<RegisterEntry | null> {
    const response = await fetch(new URL(DADATA_PARTY_PATH, this.baseUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: `Token ${this.apiKey}`,
      },
      body: JSON.stringify({ query: inn, branch_type: 'MAIN' }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const body = await response.text();
    // DaData's refusals may quote the token: the message goes to the log and the database without it.
    const said = `DaData answered ${response.status}: ${body.slice(0, 300).replaceAll(this.apiKey, '…')}`;
    if (response.status === 403) throw new RegistryQuotaSpent(said);
    if (response.status === 401) throw new RegistryKeyRefused(said);
    if (!response.ok) throw new Error(said);
    const answer = partyAnswer.safeParse(JSON.parse(body));
    if (!answer.success)
      throw new Error(`DaData's answer has another shape: ${answer.error.message}`);
    const found = answer.data.suggestions.map((s) => s.data).filter((d) => d.inn === inn);
    // Asked for the head office, a company answers it alone; should its branches come too, the
    // head office is the one that speaks for it.
    const main = found.find((d) => d.branch_type === 'MAIN') ?? found.find((d) => !d.branch_type);
    return main ? entryOf(main) : null;
  }
}
