import {
  DEFAULT_PHONE_COUNTRY,
  MSG_CABINET,
  formatPhone,
  fullPhone,
  nationalPhoneError,
} from '@podryad/domain';
import { PhoneField } from '@/components/phone-field';
import { confirmPhone } from '@/features/account/api/confirm-phone';
import { requestPhoneChange } from '@/features/account/api/request-phone-change';
import { requestPhoneConfirm } from '@/features/account/api/request-phone-confirm';
import { verifyPhoneChange } from '@/features/account/api/verify-phone-change';
import {
  ContactChangeModal,
  type ContactChangeProps,
  type ContactKind,
} from '@/features/account/components/contact-change-modal';

const PHONE: ContactKind<{ country: string; national: string }> = {
  field: 'phone',
  show: formatPhone,
  titles: {
    initial: 'Подтверждение номера',
    code: 'Подтверждение номера',
    newContact: 'Введите новый номер',
    confirmNew: 'Подтверждение нового номера',
  },
  intro: 'Чтобы сменить номер, подтвердите текущий: мы отправим СМС с кодом на',
  hint: 'На новый номер придёт СМС с кодом подтверждения.',
  emptyDraft: { country: DEFAULT_PHONE_COUNTRY, national: '' },
  Field: ({ draft, setDraft, clearError, error }) => (
    <PhoneField
      country={draft.country}
      national={draft.national}
      onCountryChange={(country) => setDraft({ ...draft, country })}
      onNationalChange={(national) => {
        setDraft({ ...draft, national });
        clearError();
      }}
      error={error}
    />
  ),
  ready: () => true,
  parse: ({ country, national }) => {
    const problem = nationalPhoneError(national, country);
    return problem ? { error: problem } : { contact: fullPhone(country, national) };
  },
  requestConfirm: requestPhoneConfirm,
  confirm: (code) => confirmPhone({ code }),
  confirmedFallback: MSG_CABINET.phoneConfirmed,
  requestChange: (phone) => requestPhoneChange({ new_phone: phone }),
  verifyChange: (phone, code) => verifyPhoneChange({ new_phone: phone, code }),
  changed: MSG_CABINET.phoneChanged,
};

/** The phone change: the current phone's code, then the new phone's. */
export function PhoneChangeModal(props: ContactChangeProps) {
  return <ContactChangeModal kind={PHONE} {...props} />;
}
