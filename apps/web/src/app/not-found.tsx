import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFound() {
  return (
    <Center mih="100vh">
      <Stack align="center">
        <Title order={1}>Страница не найдена</Title>
        <Text c="dimmed">Возможно, ссылка устарела или в адресе опечатка.</Text>
        <Anchor component={Link} to="/">
          На главную
        </Anchor>
      </Stack>
    </Center>
  );
}
