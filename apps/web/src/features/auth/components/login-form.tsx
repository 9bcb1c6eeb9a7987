import { MSG, loginKind } from '@podryad/domain';
import {
  Alert,
  Anchor,
  Button,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { refusalMessage } from '@/lib/api-client';
import { useFlash } from '@/lib/use-flash';
import { useSession } from '@/stores/session';
import { useLogin } from '@/features/auth/api/login';
import { paths } from '@/lib/paths';

/** /auth/login: e-mail or phone and password; the type decides where to land. */
export function LoginForm() {
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const error = useFlash();
  const mutation = useLogin();
  const signIn = useSession((s) => s.signIn);
  const navigate = useNavigate();
  // What the person was told on leaving (the closed account's goodbye).
  const notice = useSession((s) => s.farewell);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!login.trim() || !password.trim()) return error.show(MSG.loginRequired);
    if (!loginKind(login)) return error.show(MSG.loginInvalid);
    mutation.mutate(
      { login: login.trim(), password },
      {
        onSuccess: ({ token, user, account_closing }) => {
          // A closed account signs in to its one screen: cancel the deletion or leave.
          signIn(token, user, account_closing ?? null);
          navigate(user.type ? paths.home(user.type) : paths.filing, { replace: true });
        },
        // Any refusal reads the same; a call no server answered (offline) or a server down for
        // now (503) says so instead.
        onError: (failure) => error.show(refusalMessage(failure, MSG.loginFailed)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={2}>Вход в личный кабинет</Title>
        {notice && (
          <Alert color="blue" variant="light">
            {notice}
          </Alert>
        )}
        <TextInput
          label="Почта или номер телефона"
          autoComplete="username"
          value={login}
          onChange={(e) => setLogin(e.currentTarget.value)}
        />
        <PasswordInput
          label="Пароль"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={error.value}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/auth/reset" size="sm">
            Забыли пароль?
          </Anchor>
        </Group>
        <Button type="submit" disabled={!login || !password} loading={mutation.isPending}>
          Войти
        </Button>
        <Text size="sm" ta="center">
          Нет аккаунта?{' '}
          <Anchor component={Link} to="/auth/register">
            Зарегистрироваться
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
