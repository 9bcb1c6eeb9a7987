import {
  type ConsentDocument,
  DEFAULT_PHONE_COUNTRY,
  MSG,
  MSG_CONSENTS,
  fullPhone,
  isEmail,
  maskPhone,
  nationalPhoneError,
  passwordErrors,
} from '@podryad/domain';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { CodeStep } from '@/components/code-step';
import { ConsentCheckbox } from '@/components/consent-checkbox';
import { DocumentConsentCheckbox } from '@/components/document-consent-checkbox';
import { ErrorList } from '@/components/error-list';
import { PasswordChecklist } from '@/components/password-checklist';
import { PhoneField } from '@/components/phone-field';
import { ApiError, errorMessages, firstErrorMessage } from '@/lib/api-client';
import { useFlash } from '@/lib/use-flash';
import { useSession } from '@/stores/session';
import { useFinalizeRegistration } from '@/features/auth/api/finalize-registration';
import { requestEmailCode, useRequestEmailCode } from '@/features/auth/api/request-email-code';
import { requestPhoneCode, useRequestPhoneCode } from '@/features/auth/api/request-phone-code';
import { resetRegistration } from '@/features/auth/api/reset-registration';
import { verifyRegistrationCode } from '@/features/auth/api/verify-registration-code';
import { paths } from '@/lib/paths';

/** The message for a failed code request: the server's own words for limits, else the spec's. */
const requestError = (error: unknown, fallback: string) =>
  error instanceof ApiError && (error.status === 429 || error.status === 400 || error.status >= 500)
    ? firstErrorMessage(error)
    : fallback;

/** /auth/register: phone -> phonecode -> email -> emailcode -> password. */
export function RegisterWizard() {
  const step = useSession((s) => s.registerStep);
  // Codes the server showed us (outside production); kept only in memory.
  const [devCode, setDevCode] = useState<string | null>(null);
  switch (step) {
    case 'phone':
      return <PhoneStep onCode={setDevCode} />;
    case 'phonecode':
      return <PhoneCodeStep devCode={devCode} onCode={setDevCode} />;
    case 'email':
      return <EmailStep onCode={setDevCode} />;
    case 'emailcode':
      return <EmailCodeStep devCode={devCode} onCode={setDevCode} />;
    case 'password':
      return <PasswordStep />;
  }
}

type CodeProps = { onCode: (code: string | null) => void };

function PhoneStep({ onCode }: CodeProps) {
  const [country, setCountry] = useState<string>(DEFAULT_PHONE_COUNTRY);
  const [national, setNational] = useState('');
  const [consent, setConsent] = useState(false);
  // The two consents, each unticked and apart from the policy: processing is needed to go on.
  const [processing, setProcessing] = useState(false);
  const [distribution, setDistribution] = useState(false);
  const hint = useFlash();
  const mutation = useRequestPhoneCode();
  const { setRegister, resetRegister } = useSession();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = nationalPhoneError(national, country);
    if (problem) {
      hint.show(problem);
      setNational('');
      return;
    }
    const phone = fullPhone(country, national);
    const consents: ConsentDocument[] = distribution
      ? ['processing', 'distribution']
      : ['processing'];
    mutation.mutate(
      { phone, consents },
      {
        onSuccess: ({ uuid, code }) => {
          onCode(code ?? null);
          setRegister({ uuid, phone, registerConsents: consents, registerStep: 'phonecode' });
        },
        onError: (error) => hint.show(requestError(error, MSG.phoneTaken)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={2}>Регистрация</Title>
        <Text size="sm" c="dimmed">
          Укажите номер телефона: мы отправим на него код подтверждения.
        </Text>
        <PhoneField
          country={country}
          national={national}
          onCountryChange={setCountry}
          onNationalChange={setNational}
          error={hint.value}
        />
        <ConsentCheckbox checked={consent} onChange={setConsent} />
        <DocumentConsentCheckbox
          document="processing"
          checked={processing}
          onChange={setProcessing}
        />
        <DocumentConsentCheckbox
          document="distribution"
          checked={distribution}
          onChange={setDistribution}
          description={MSG_CONSENTS.distributionHint}
        />
        <Button
          type="submit"
          disabled={!consent || !processing || !national}
          loading={mutation.isPending}
        >
          Продолжить
        </Button>
        <Text size="sm" ta="center">
          <Anchor
            component="button"
            type="button"
            onClick={() => {
              resetRegister();
              navigate(paths.login);
            }}
          >
            Назад ко входу
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

function PhoneCodeStep({ devCode, onCode }: CodeProps & { devCode: string | null }) {
  const { phone, uuid, registerConsents, setRegister, resetRegister } = useSession();
  return (
    <CodeStep
      title="Введите код из СМС"
      sentTo={<b>{maskPhone(phone)}</b>}
      channel="sms"
      devCode={devCode}
      onChangeTarget={() => {
        void resetRegistration('phone', uuid);
        onCode(null);
        resetRegister();
      }}
      verify={async (code) => {
        await verifyRegistrationCode({ channel: 'phone', uuid: uuid ?? '', code });
        onCode(null);
        setRegister({ registerStep: 'email' });
      }}
      resend={async () => {
        const answer = await requestPhoneCode({ phone, consents: registerConsents });
        onCode(answer.code ?? null);
        setRegister({ uuid: answer.uuid });
      }}
    />
  );
}

function EmailStep({ onCode }: CodeProps) {
  const { uuid, email: storedEmail, setRegister, resetRegister } = useSession();
  const [email, setEmail] = useState(storedEmail);
  // Asked once: the phone step goes on only with the consent ticked, so it stays given here.
  const [consent, setConsent] = useState(true);
  const hint = useFlash();
  const mutation = useRequestEmailCode();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isEmail(email)) return hint.show(MSG.emailFormat);
    mutation.mutate(
      { uuid: uuid ?? '', email: email.trim() },
      {
        onSuccess: ({ code }) => {
          onCode(code ?? null);
          setRegister({ email: email.trim(), registerStep: 'emailcode' });
        },
        onError: (error) => hint.show(requestError(error, MSG.emailTaken)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={2}>Укажите почту</Title>
        <Text size="sm" c="dimmed">
          На неё придёт код подтверждения и уведомления о тендерах.
        </Text>
        <TextInput
          label="Электронная почта"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={hint.value}
        />
        <ConsentCheckbox checked={consent} onChange={setConsent} />
        <Button type="submit" disabled={!consent || !email.trim()} loading={mutation.isPending}>
          Продолжить
        </Button>
        <Text size="sm" ta="center">
          <Anchor
            component="button"
            type="button"
            onClick={() => {
              void resetRegistration('phone', uuid);
              resetRegister();
              navigate(paths.login);
            }}
          >
            Вернуться на главный экран
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

function EmailCodeStep({ devCode, onCode }: CodeProps & { devCode: string | null }) {
  const { email, uuid, setRegister } = useSession();
  return (
    <CodeStep
      title="Введите код из письма"
      sentTo={<b>{email}</b>}
      channel="email"
      devCode={devCode}
      onChangeTarget={() => {
        void resetRegistration('email', uuid);
        onCode(null);
        setRegister({ email: '', registerStep: 'email' });
      }}
      verify={async (code) => {
        await verifyRegistrationCode({ channel: 'email', uuid: uuid ?? '', code });
        onCode(null);
        setRegister({ registerStep: 'password' });
      }}
      resend={async () => {
        const answer = await requestEmailCode({ uuid: uuid ?? '', email });
        onCode(answer.code ?? null);
      }}
    />
  );
}

function PasswordStep() {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const mutation = useFinalizeRegistration();
  const { uuid, signIn, resetRegister } = useSession();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const broken = passwordErrors(password, repeat);
    setErrors(broken);
    if (broken.length > 0) return;
    mutation.mutate(
      { uuid: uuid ?? '', password, password_repeat: repeat },
      {
        onSuccess: ({ token, user }) => {
          signIn(token, { ...user, type: null });
          resetRegister();
          navigate(paths.filing, { replace: true });
        },
        onError: (error) => setErrors(errorMessages(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={2}>Установите пароль</Title>
        <PasswordInput
          label="Пароль"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <PasswordChecklist password={password} />
        <PasswordInput
          label="Повторите пароль"
          autoComplete="new-password"
          value={repeat}
          onChange={(e) => setRepeat(e.currentTarget.value)}
        />
        <ErrorList errors={errors} />
        <Button type="submit" disabled={!password || !repeat} loading={mutation.isPending}>
          Зарегистрироваться
        </Button>
        <Text size="sm" ta="center">
          Уже есть аккаунт?{' '}
          <Anchor component={Link} to={paths.login}>
            Войти
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
