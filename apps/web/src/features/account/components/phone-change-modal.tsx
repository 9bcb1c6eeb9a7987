import { MSG_CABINET, formatPhone, fullPhone, nationalPhoneError } from '@podryad/domain';
import { Alert, Anchor, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { CodeStep } from '@/components/code-step';
import { ErrorList } from '@/components/error-list';
import { PhoneField, dialCodeOf } from '@/components/phone-field';
import { errorMessages } from '@/lib/api-client';
import { useSession } from '@/stores/session';
import { confirmPhone } from '../api/confirm-phone';
import { requestPhoneChange, useRequestPhoneChange } from '../api/request-phone-change';
import { requestPhoneConfirm, useRequestPhoneConfirm } from '../api/request-phone-confirm';
import { verifyPhoneChange } from '../api/verify-phone-change';
import { CONSENT } from './consent';

type Step = 'initial' | 'code' | 'newPhone' | 'confirmNew';

const TITLES: Record<Step, string> = {
  initial: 'Подтверждение номера',
  code: 'Подтверждение номера',
  newPhone: 'Введите новый номер',
  confirmNew: 'Подтверждение нового номера',
};
const PREVIOUS: Record<Step, Step> = {
  initial: 'initial',
  code: 'initial',
  newPhone: 'code',
  confirmNew: 'newPhone',
};

type Props = {
  opened: boolean;
  onClose: () => void;
  /** Called with the success message once the new phone is stored. */
  onChanged: (message: string) => void;
};

/**
 * The phone change of spec 001 §2.1, §4: initial -> code (the current phone) -> newPhone ->
 * confirmNew (the new phone); back goes the reverse way, closing starts over.
 */
export function PhoneChangeModal({ opened, onClose, onChanged }: Props) {
  const currentPhone = useSession((s) => s.user?.phone ?? '');
  const setUser = useSession((s) => s.setUser);
  const [step, setStep] = useState<Step>('initial');
  // Codes the server showed us (outside production); kept only in memory.
  const [devCode, setDevCode] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const [country, setCountry] = useState('RU');
  const [national, setNational] = useState('');
  const [consent, setConsent] = useState(false);
  const [newPhone, setNewPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const sendCurrent = useRequestPhoneConfirm();
  const sendNew = useRequestPhoneChange();

  const go = (next: Step) => {
    setErrors([]);
    setPhoneError(null);
    setStep(next);
  };

  const close = () => {
    go('initial');
    setDevCode(null);
    setConfirmed(null);
    setCountry('RU');
    setNational('');
    setConsent(false);
    setNewPhone('');
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

  const submitNewPhone = (event: FormEvent) => {
    event.preventDefault();
    setErrors([]);
    const problem = nationalPhoneError(national);
    setPhoneError(problem);
    if (problem) return;
    const phone = fullPhone(dialCodeOf(country), national);
    sendNew.mutate(
      { new_phone: phone },
      {
        onSuccess: ({ code }) => {
          setDevCode(code ?? null);
          setNewPhone(phone);
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
              Чтобы сменить номер, подтвердите текущий: мы отправим СМС с кодом на{' '}
              <b>{formatPhone(currentPhone)}</b>.
            </Text>
            <ErrorList errors={errors} />
            <Button onClick={sendCurrentCode} loading={sendCurrent.isPending}>
              Отправить код
            </Button>
          </>
        )}

        {step === 'code' && (
          <CodeStep
            sentTo={<b>{formatPhone(currentPhone)}</b>}
            devCode={devCode}
            verify={async (code) => {
              const answer = await confirmPhone({ code });
              setConfirmed(answer.message || MSG_CABINET.phoneConfirmed);
              setDevCode(null);
              go('newPhone');
            }}
            resend={async () => {
              const answer = await requestPhoneConfirm();
              setDevCode(answer.code ?? null);
            }}
          />
        )}

        {step === 'newPhone' && (
          <form onSubmit={submitNewPhone} noValidate>
            <Stack>
              {confirmed && (
                <Alert color="green" variant="light">
                  {confirmed}
                </Alert>
              )}
              <Text size="sm" c="dimmed">
                На новый номер придёт СМС с кодом подтверждения.
              </Text>
              <PhoneField
                country={country}
                national={national}
                onCountryChange={setCountry}
                onNationalChange={(value) => {
                  setNational(value);
                  setPhoneError(null);
                }}
                error={phoneError}
              />
              <Checkbox
                label={CONSENT}
                checked={consent}
                onChange={(event) => setConsent(event.currentTarget.checked)}
              />
              <ErrorList errors={errors} />
              <Button type="submit" disabled={!consent} loading={sendNew.isPending}>
                Продолжить
              </Button>
            </Stack>
          </form>
        )}

        {step === 'confirmNew' && (
          <CodeStep
            sentTo={<b>{formatPhone(newPhone)}</b>}
            devCode={devCode}
            verify={async (code) => {
              const { user } = await verifyPhoneChange({ new_phone: newPhone, code });
              setUser(user);
              onChanged(MSG_CABINET.phoneChanged);
              close();
            }}
            resend={async () => {
              const answer = await requestPhoneChange({ new_phone: newPhone });
              setDevCode(answer.code ?? null);
            }}
          />
        )}
      </Stack>
    </Modal>
  );
}
