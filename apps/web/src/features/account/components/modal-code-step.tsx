import { RESEND_SECONDS } from '@podryad/domain';
import { Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { CodeInput } from '@/components/code-input';
import { DevCodeAlert } from '@/components/dev-code-alert';
import { ErrorList } from '@/components/error-list';
import { ResendCode } from '@/components/resend-code';
import { errorMessages } from '@/lib/api-client';
import { useCountdown } from '@/lib/use-countdown';

type Props = {
  /** Where the code went, e.g. the formatted phone. */
  sentTo: ReactNode;
  devCode: string | null | undefined;
  verify: (code: string) => Promise<unknown>;
  resend: () => Promise<unknown>;
};

/**
 * The code step of the cabinet's modals: six boxes that submit themselves, the server's errors, and
 * the 30 s resend countdown, which starts when the step opens (the code has just been sent).
 */
export function ModalCodeStep({ sentTo, devCode, verify, resend }: Props) {
  const { left, restart } = useCountdown(RESEND_SECONDS);
  const [errors, setErrors] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const [attempt, setAttempt] = useState(0);

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
      <Text size="sm">Код отправлен на {sentTo}</Text>
      <DevCodeAlert code={devCode} />
      <CodeInput
        key={attempt}
        onComplete={(code) => run(() => verify(code))}
        disabled={pending}
        error={errors.length > 0}
      />
      <ErrorList errors={errors} />
      <ResendCode secondsLeft={left} pending={pending} onResend={() => run(resend, restart)} />
    </Stack>
  );
}
