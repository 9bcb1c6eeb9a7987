import { RESEND_SECONDS } from '@podryad/domain';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { CodeInput } from '@/components/code-input';
import { DevCodeAlert } from '@/components/dev-code-alert';
import { ErrorList } from '@/components/error-list';
import { ResendCode } from '@/components/resend-code';
import { SupportModal } from '@/components/support-modal';
import { errorMessages } from '@/lib/api-client';
import { useCountdown } from '@/lib/use-countdown';

type Props = {
  /** The step's heading; the cabinet's modals leave it out, their title says it. */
  title?: string;
  /** Where the code went, e.g. the masked phone. */
  sentTo: ReactNode;
  /** 'Изменить' next to where the code went; shown only when given. */
  onChangeTarget?: () => void;
  /** What 'Не получили код?' explains; the link is shown only when given. */
  channel?: 'sms' | 'email';
  devCode: string | null | undefined;
  verify: (code: string) => Promise<unknown>;
  resend: () => Promise<unknown>;
};

/**
 * The code step of registration, recovery and the cabinet's modals: six boxes that submit
 * themselves, the server's errors and the 30 s resend countdown, which starts when the step opens
 * (the code has just been sent). Registration and recovery add a heading, 'Изменить' and
 * 'Не получили код?'.
 */
export function CodeStep({
  title,
  sentTo,
  onChangeTarget,
  channel,
  devCode,
  verify,
  resend,
}: Props) {
  const { left, restart } = useCountdown(RESEND_SECONDS);
  const [errors, setErrors] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [support, setSupport] = useState(false);

  const run = async (action: () => Promise<unknown>, onDone?: () => void) => {
    setPending(true);
    setErrors([]);
    try {
      await action();
      onDone?.();
    } catch (error) {
      setErrors(errorMessages(error));
      setAttempt((n) => n + 1); // clears the boxes for another try
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack>
      {title && <Title order={2}>{title}</Title>}
      <Text size="sm">
        Код отправлен на {sentTo}
        {onChangeTarget && (
          <>
            {' '}
            <Anchor component="button" type="button" size="sm" onClick={onChangeTarget}>
              Изменить
            </Anchor>
          </>
        )}
      </Text>
      <DevCodeAlert code={devCode} />
      <CodeInput
        key={attempt}
        onComplete={(code) => run(() => verify(code))}
        disabled={pending}
        error={errors.length > 0}
      />
      <ErrorList errors={errors} />
      <ResendCode secondsLeft={left} pending={pending} onResend={() => run(resend, restart)} />
      {channel && (
        <>
          <Text size="sm" ta="center">
            <Anchor component="button" type="button" size="sm" onClick={() => setSupport(true)}>
              Не получили код?
            </Anchor>
          </Text>
          <SupportModal opened={support} onClose={() => setSupport(false)} channel={channel} />
        </>
      )}
    </Stack>
  );
}
