import { formatCountdown } from '@podryad/domain';
import { Anchor, Text } from '@mantine/core';

type Props = { secondsLeft: number; onResend: () => void; pending?: boolean };

/** 'Получить новый код можно через 00:NN', then a link that asks for a new code. */
export function ResendCode({ secondsLeft, onResend, pending }: Props) {
  if (secondsLeft > 0) {
    return (
      <Text size="sm" c="dimmed" ta="center">
        Получить новый код можно через {formatCountdown(secondsLeft)}
      </Text>
    );
  }
  return (
    <Text size="sm" ta="center">
      <Anchor component="button" type="button" onClick={onResend} disabled={pending}>
        Отправить код повторно
      </Anchor>
    </Text>
  );
}
