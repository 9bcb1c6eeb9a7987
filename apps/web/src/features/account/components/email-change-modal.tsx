import { MSG, MSG_CABINET, emailSchema } from '@podryad/domain';
import { TextInput } from '@mantine/core';
import { confirmEmail } from '@/features/account/api/confirm-email';
import { requestEmailChange } from '@/features/account/api/request-email-change';
import { requestEmailConfirm } from '@/features/account/api/request-email-confirm';
import { verifyEmailChange } from '@/features/account/api/verify-email-change';
import {
  ContactChangeModal,
  type ContactChangeProps,
  type ContactKind,
} from '@/features/account/components/contact-change-modal';

const EMAIL: ContactKind<string> = {
  field: 'email',
  show: (email) => email,
  titles: {
    initial: 'Подтверждение почты',
    code: 'Подтверждение почты',
    newContact: 'Введите новый email',
    confirmNew: 'Подтверждение новой почты',
  },
  intro: 'Чтобы сменить почту, подтвердите текущую: мы отправим письмо с кодом на',
  emptyDraft: '',
  Field: ({ draft, setDraft, clearError, error }) => (
    <TextInput
      label="Новая электронная почта"
      type="email"
      autoComplete="email"
      value={draft}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        clearError();
      }}
      error={error}
    />
  ),
  ready: (draft) => Boolean(draft.trim()),
  parse: (draft) => {
    const parsed = emailSchema.safeParse(draft);
    return parsed.success
      ? { contact: parsed.data }
      : { error: parsed.error.issues[0]?.message ?? MSG.emailFormat };
  },
  requestConfirm: requestEmailConfirm,
  confirm: (code) => confirmEmail({ code }),
  confirmedFallback: null,
  requestChange: (email) => requestEmailChange({ new_email: email }),
  verifyChange: (email, code) => verifyEmailChange({ new_email: email, code }),
  changed: MSG_CABINET.emailChanged,
};

/** The e-mail change: the current e-mail's code, then the new e-mail's. */
export function EmailChangeModal(props: ContactChangeProps) {
  return <ContactChangeModal kind={EMAIL} {...props} />;
}
