import { MSG, MSG_CABINET, emailSchema } from '@podryad/domain';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { CodeStep } from '@/components/code-step';
import { ErrorList } from '@/components/error-list';
import { errorMessages } from '@/lib/api-client';
import { useSession } from '@/stores/session';
import { confirmEmail } from '../api/confirm-email';
import { requestEmailChange, useRequestEmailChange } from '../api/request-email-change';
import { requestEmailConfirm, useRequestEmailConfirm } from '../api/request-email-confirm';
import { verifyEmailChange } from '../api/verify-email-change';
import { CONSENT } from './consent';

type Step = 'initial' | 'code' | 'newEmail' | 'confirmNew';

const TITLES: Record<Step, string> = {
  initial: 'Подтверждение почты',
  code: 'Подтверждение почты',
  newEmail: 'Введите новый email',
  confirmNew: 'Подтверждение новой почты',
};
const PREVIOUS: Record<Step, Step> = {
  initial: 'initial',
  code: 'initial',
  newEmail: 'code',
  confirmNew: 'newEmail',
};

type Props = {
  opened: boolean;
  onClose: () => void;
  /** Called with the success message once the new e-mail is stored. */
  onChanged: (message: string) => void;
};

/**
 * The e-mail change of spec 001 §2.1, §4: initial -> code (the current e-mail) -> new e-mail ->
 * confirmNew (the new e-mail); back goes the reverse way, closing starts over.
 */
export function EmailChangeModal({ opened, onClose, onChanged }: Props) {
  const currentEmail = useSession((s) => s.user?.email ?? '');
  const setUser = useSession((s) => s.setUser);
  const [step, setStep] = useState<Step>('initial');
  // Codes the server showed us (outside production); kept only in memory.
  const [devCode, setDevCode] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [newEmail, setNewEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const sendCurrent = useRequestEmailConfirm();
  const sendNew = useRequestEmailChange();

  const go = (next: Step) => {
    setErrors([]);
    setEmailError(null);
    setStep(next);
  };

  const close = () => {
    go('initial');
    setDevCode(null);
    setConfirmed(null);
    setEmail('');
    setConsent(false);
    setNewEmail('');
    onClose();
  };

  const sendCurrentCode = () =>
    sendCurrent.mutate(undefined, {
      onSuccess: ({ code }) => {
        setDevCode(code ?? null);
        go('code');
      },
      onError: (error) => setErrors(errorMessages(error)),
    });

  const submitNewEmail = (event: FormEvent) => {
    event.preventDefault();
    setErrors([]);
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? MSG.emailFormat);
      return;
    }
    setEmailError(null);
    sendNew.mutate(
      { new_email: parsed.data },
      {
        onSuccess: ({ code }) => {
          setDevCode(code ?? null);
          setNewEmail(parsed.data);
          go('confirmNew');
        },
        onError: (error) => setErrors(errorMessages(error)),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={TITLES[step]} centered>
      <Stack>
        {step !== 'initial' && (
          <Group>
            <Anchor component="button" type="button" size="sm" onClick={() => go(PREVIOUS[step])}>
              ← Назад
            </Anchor>
          </Group>
        )}

        {step === 'initial' && (
          <>
            <Text size="sm">
              Чтобы сменить почту, подтвердите текущую: мы отправим письмо с кодом на{' '}
              <b>{currentEmail}</b>.
            </Text>
            <ErrorList errors={errors} />
            <Button onClick={sendCurrentCode} loading={sendCurrent.isPending}>
              Отправить код
            </Button>
          </>
        )}

        {step === 'code' && (
          <CodeStep
            sentTo={<b>{currentEmail}</b>}
            devCode={devCode}
            verify={async (code) => {
              const answer = await confirmEmail({ code });
              setConfirmed(answer.message || null);
              setDevCode(null);
              go('newEmail');
            }}
            resend={async () => {
              const answer = await requestEmailConfirm();
              setDevCode(answer.code ?? null);
            }}
          />
        )}

        {step === 'newEmail' && (
          <form onSubmit={submitNewEmail} noValidate>
            <Stack>
              {confirmed && (
                <Alert color="green" variant="light">
                  {confirmed}
                </Alert>
              )}
              <TextInput
                label="Новая электронная почта"
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => {
                  setEmail(event.currentTarget.value);
                  setEmailError(null);
                }}
                error={emailError}
              />
              <Checkbox
                label={CONSENT}
                checked={consent}
                onChange={(event) => setConsent(event.currentTarget.checked)}
              />
              <ErrorList errors={errors} />
              <Button
                type="submit"
                disabled={!consent || !email.trim()}
                loading={sendNew.isPending}
              >
                Продолжить
              </Button>
            </Stack>
          </form>
        )}

        {step === 'confirmNew' && (
          <CodeStep
            sentTo={<b>{newEmail}</b>}
            devCode={devCode}
            verify={async (code) => {
              const { user } = await verifyEmailChange({ new_email: newEmail, code });
              setUser(user);
              onChanged(MSG_CABINET.emailChanged);
              close();
            }}
            resend={async () => {
              const answer = await requestEmailChange({ new_email: newEmail });
              setDevCode(answer.code ?? null);
            }}
          />
        )}
      </Stack>
    </Modal>
  );
}
