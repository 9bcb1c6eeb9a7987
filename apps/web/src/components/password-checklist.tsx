import { PASSWORD_RULES } from '@podryad/domain';
import { List, Text } from '@mantine/core';
import { IconCheck, IconCircle } from '@tabler/icons-react';

/**
 * The rules of a password a person chooses, ticked off while it is typed: one list from the
 * domain, the same at registration and in the cabinet's 'Смена пароля'.
 */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <List size="sm" spacing={4} aria-label="Требования к паролю">
      {PASSWORD_RULES.map(({ hint, met }) => {
        const ok = password.length > 0 && met(password);
        return (
          <List.Item key={hint} icon={<CheckMark ok={ok} />}>
            <Text size="sm" c={ok ? 'green.8' : 'dimmed'}>
              {hint}
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}

/** A tick when the rule is met, an empty circle while it is not. */
function CheckMark({ ok }: { ok: boolean }) {
  const Mark = ok ? IconCheck : IconCircle;
  return (
    <Mark
      size={16}
      stroke={2.5}
      color={ok ? 'var(--mantine-color-green-7)' : 'var(--mantine-color-gray-5)'}
      role="img"
      aria-label={ok ? 'выполнено' : 'не выполнено'}
    />
  );
}
