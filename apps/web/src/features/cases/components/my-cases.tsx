import { MSG_CASES } from '@podryad/domain';
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMyCases } from '@/features/cases/api/get-my-cases';
import { CaseCard } from '@/features/cases/components/case-card';
import { Loading } from '@/components/loading';
import { paths } from '@/lib/paths';
import { LoadFailure, readFailure } from '@/components/load-failure';

/**
 * The cases tab 'Мои кейсы': 'Создать кейс' and the contractor's cases as cards,
 * each leading to its edit screen.
 */
export function MyCases() {
  const query = useMyCases();

  let body;
  if (readFailure(query) !== null) {
    body = <LoadFailure query={query} fallback={MSG_CASES.listLoadFailed} />;
  } else if (!query.data) {
    body = <Loading />;
  } else if (query.data.length === 0) {
    body = <Text c="gray.7">У вас пока нет кейсов. Добавьте первый — его увидят заказчики.</Text>;
  } else {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }}>
        {query.data.map((item) => (
          <CaseCard key={item.id} item={item} to={paths.contractor.case(item.id)} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack component="section" aria-labelledby="my-cases">
      <Group justify="space-between" align="center">
        <Title order={3} id="my-cases">
          Мои кейсы
        </Title>
        <Button
          component={Link}
          to={paths.contractor.createCase}
          leftSection={<IconPlus size={18} aria-hidden />}
        >
          Создать кейс
        </Button>
      </Group>
      {body}
    </Stack>
  );
}
