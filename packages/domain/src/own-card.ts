import { z } from 'zod';
import { contractorCardSchema, contractorDetailSchema } from './contractors';
import {
  REGISTRY_REASON_LABELS,
  type RegistryReason,
  type RegistryStatusCode,
  registeredNameDiffers,
  registryAge,
  registryStatusLabel,
} from './registry';
import { YOUNG_COMPANY_MONTHS, registeredRecently } from './company-warnings';
import { innPasses } from './requisites';
import { SRO_FREE_LIMIT_ROUBLES, formatMillions } from './sro';

/*
 * The contractor's own view of its card: the directory's card and the contractor's page exactly
 * as clients see them (with no client's private note), and what to do about each thing missing or
 * failed on them, with where to do it.
 */

/** GET /user/profile/card: the contractor's own directory card and page; no client's note. */
export const ownCardAnswer = z.object({
  card: contractorCardSchema.extend({ my_note: z.null() }),
  contractor: contractorDetailSchema.extend({ my_note: z.null() }),
});
export type OwnCardAnswer = z.infer<typeof ownCardAnswer>;
export type OwnCardDetail = OwnCardAnswer['contractor'];

/** Where an advice leads in the contractor's cabinet. */
export const CARD_ADVICE_TARGETS = ['profile', 'avatar', 'sro', 'cases', 'settings'] as const;
export type CardAdviceTarget = (typeof CARD_ADVICE_TARGETS)[number];

export const CARD_ADVICE_KEYS = [
  'inn_checksum',
  'registry_status',
  'registry_unreliable',
  'registry_not_found',
  'name_differs',
  'not_participating',
  'no_sro',
  'no_logo',
  'no_cases',
  'registry_pending',
  'registry_unavailable',
  'young_company',
] as const;
export type CardAdviceKey = (typeof CARD_ADVICE_KEYS)[number];

/**
 * One thing to improve: what clients see and what to do (`text`), and the place to do it
 * (`action`: a label and where it leads), or no action when there is nothing the contractor can do
 * on the site. `fix` asks for a change; `info` only explains what clients see.
 */
export type CardAdvice = {
  key: CardAdviceKey;
  tone: 'fix' | 'info';
  text: string;
  action: { target: CardAdviceTarget; label: string } | null;
};

export const MSG_OWN_CARD = {
  tab: 'Как вас видят заказчики',
  intro:
    'Так вашу компанию видят заказчики: карточка в каталоге подрядчиков и страница подрядчика. Личные заметки заказчиков видны только им.',
  directory: 'Карточка в каталоге',
  page: 'Страница подрядчика',
  advice: 'Что улучшить',
  done: 'Карточка заполнена: заказчики видят всё, что нужно для решения',
  loadFailed: 'Не удалось загрузить карточку. Попробуйте обновить страницу позже.',
} as const;

const ACTIONS = {
  inn: { target: 'profile', label: 'Исправить ИНН' },
  name: { target: 'profile', label: 'Исправить название' },
  avatar: { target: 'avatar', label: 'Загрузить логотип' },
  sro: { target: 'sro', label: 'Указать СРО' },
  cases: { target: 'cases', label: 'Перейти к кейсам' },
  settings: { target: 'settings', label: 'Открыть настройки участия' },
} as const satisfies Record<string, CardAdvice['action']>;

/** The register of the INN: ЕГРИП for an entrepreneur's 12 digits, ЕГРЮЛ for a company's. */
const registerOf = (inn: string) => (inn.length === 12 ? 'ЕГРИП' : 'ЕГРЮЛ');

/** What a status other than 'active' means to clients, and what the contractor can do. */
const STATUS_MEANING: Record<Exclude<RegistryStatusCode, 'active'>, string> = {
  liquidating:
    'для заказчиков это значит, что деятельность скоро прекратится, и новый договор они, скорее всего, не заключат',
  liquidated:
    'для заказчиков это значит, что заключить договор не с кем. Если вы работаете через другую компанию, укажите её ИНН в профиле',
  bankrupt:
    'для заказчиков это главный риск: договор может остаться неисполненным, а аванс — невозвращённым',
  reorganizing:
    'заказчики видят жёлтую отметку и спросят, кто будет стороной договора. Если после реорганизации ИНН изменится, исправьте его в профиле',
  unknown:
    'заказчики видят статус без оценки. Он обновится при следующей проверке, делать ничего не нужно',
};

const STATUS_ACTION: Partial<Record<RegistryStatusCode, CardAdvice['action']>> = {
  liquidated: ACTIONS.inn,
  reorganizing: ACTIONS.inn,
};

/** Why the register was not asked, when the reason is the site's or the provider's. */
const UNAVAILABLE_TEXT: Record<
  Exclude<RegistryReason, 'pending' | 'not_found' | 'bad_inn'>,
  string
> = {
  no_key: 'проверка по реестру на площадке пока не подключена',
  key_refused: REGISTRY_REASON_LABELS.key_refused,
  unavailable: REGISTRY_REASON_LABELS.unavailable,
  quota: REGISTRY_REASON_LABELS.quota,
};

/**
 * What to improve on the contractor's card, most pressing first: the INN that fails its check
 * digits; what the register says (a status other than active, data marked unreliable, an INN it
 * does not know, another name); not taking part in tenders; no СРО, no logo, no cases; then what
 * only explains (the check not made yet or the provider failing, a company younger than six
 * months). An empty list: the card is complete.
 */
export function cardAdvice(contractor: OwnCardDetail, now: Date): CardAdvice[] {
  const { profile, registry } = contractor;
  const inn = profile.inn;
  const register = registerOf(inn);
  const fix: CardAdvice[] = [];
  const info: CardAdvice[] = [];
  const badInn = !innPasses(inn) || (!registry.checked && registry.reason.code === 'bad_inn');

  if (badInn) {
    fix.push({
      key: 'inn_checksum',
      tone: 'fix',
      text: 'ИНН не прошёл проверку контрольных цифр — исправьте его в профиле. Пока номер с ошибкой, заказчики видят предупреждение, а проверка по реестру не проводится.',
      action: ACTIONS.inn,
    });
  }

  if (registry.checked) {
    const reg = registry.kind === 'individual' ? 'ЕГРИП' : 'ЕГРЮЛ';
    const status = registry.status.code;
    if (status !== 'active') {
      (status === 'unknown' ? info : fix).push({
        key: 'registry_status',
        tone: status === 'unknown' ? 'info' : 'fix',
        text: `По ${reg} статус — «${registryStatusLabel(status, registry.kind)}»: ${STATUS_MEANING[status]}.`,
        action: STATUS_ACTION[status] ?? null,
      });
    }
    if (registry.unreliable) {
      fix.push({
        key: 'registry_unreliable',
        tone: 'fix',
        text: `Налоговая отметила сведения в ${reg} как недостоверные, и заказчики видят эту отметку. Исправьте сведения через налоговую: отметка снимется при следующей проверке.`,
        action: null,
      });
    }
    if (registeredNameDiffers([profile.full_legal_name, profile.short_name], registry.name)) {
      const theirs = registry.name.short ?? registry.name.full ?? '';
      fix.push({
        key: 'name_differs',
        tone: 'fix',
        text: `Название в профиле отличается от записанного в ${reg} («${theirs}»), и заказчики видят предупреждение. Исправьте название в профиле так, как оно записано в реестре.`,
        action: ACTIONS.name,
      });
    }
    if (registry.registered_on && registeredRecently(registry.registered_on, now)) {
      const age = registryAge(registry.registered_on, now);
      info.push({
        key: 'young_company',
        tone: 'info',
        text: `По ${reg} с регистрации прошло меньше ${YOUNG_COMPANY_MONTHS} месяцев${age ? ` (${age})` : ''}: заказчики видят дату регистрации и осторожнее относятся к тем, кто работает недавно. Кейсы и членство в СРО помогут показать опыт.`,
        action: null,
      });
    }
  } else {
    const reason = registry.reason.code;
    if (reason === 'not_found') {
      fix.push({
        key: 'registry_not_found',
        tone: 'fix',
        text: `ИНН не найден в ${register}: заказчики видят «Не проверено». Проверьте, что в профиле указан ИНН вашей компании.`,
        action: ACTIONS.inn,
      });
    } else if (reason === 'pending') {
      info.push({
        key: 'registry_pending',
        tone: 'info',
        text: `Проверка по ${register} ещё не выполнена: пока заказчики видят «Не проверено». Она пройдёт сама в ближайшее время, делать ничего не нужно.`,
        action: null,
      });
    } else if (reason !== 'bad_inn') {
      info.push({
        key: 'registry_unavailable',
        tone: 'info',
        text: `Проверка по ${register} не выполнена: ${UNAVAILABLE_TEXT[reason]}. Заказчики видят «Не проверено»; это не зависит от вас${reason === 'no_key' ? '' : ', проверка повторится сама'}.`,
        action: null,
      });
    }
  }

  if (!contractor.participates_in_tenders) {
    fix.push({
      key: 'not_participating',
      tone: 'fix',
      text: 'Вы отметили, что не участвуете в тендерах: заказчики видят «Не участвует в тендерах» и не могут вас пригласить. Включите участие в настройках.',
      action: ACTIONS.settings,
    });
  }
  if (contractor.sro_memberships.length === 0) {
    fix.push({
      key: 'no_sro',
      tone: 'fix',
      text: `Членство в СРО не указано: без него заказчики не заключат договор дороже ${formatMillions(SRO_FREE_LIMIT_ROUBLES)} и видят это при сравнении предложений. Укажите СРО, если вы в ней состоите.`,
      action: ACTIONS.sro,
    });
  }
  if (!profile.avatar) {
    fix.push({
      key: 'no_logo',
      tone: 'fix',
      text: 'Нет логотипа: в каталоге на карточке вместо него пустая заглушка. Загрузите логотип — так вашу карточку легче узнать.',
      action: ACTIONS.avatar,
    });
  }
  if (contractor.cases.length === 0) {
    fix.push({
      key: 'no_cases',
      tone: 'fix',
      text: 'В портфолио нет кейсов: заказчики видят «У подрядчика пока нет кейсов». Добавьте выполненные объекты с фотографиями.',
      action: ACTIONS.cases,
    });
  }
  return [...fix, ...info];
}

/** Whether the card asks for nothing more: no advice or only explanations. */
export const cardComplete = (advice: readonly CardAdvice[]) =>
  advice.every((a) => a.tone === 'info');
