import { MSG_TENDERS, type Tender } from '@podryad/domain';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorList } from '@/components/error-list';
import { ApiError, errorMessages } from '@/lib/api-client';

const MAIN = '/profile/client/main';

const BackHome = () => (
  <Anchor component={Link} to={MAIN}>
    Вернуться на главную
  </Anchor>
);

/**
 * What the edit wizard and the tender page show before their tender is there: 'Тендер не найден'
 * (a bad id, an unknown or someone else's tender), the load error, or 'Загрузка...'. Null once the
 * tender (and whatever else is still `pending`) has loaded.
 */
export function tenderGate(
  id: number,
  tender: UseQueryResult<Tender>,
  pending = false,
): ReactNode | null {
  const valid = Number.isInteger(id) && id > 0;
  if (!valid || (tender.error instanceof ApiError && tender.error.status === 404)) {
    return (
      <Stack py="lg" align="flex-start">
        <Title order={1}>{MSG_TENDERS.tenderNotFound}</Title>
        <BackHome />
      </Stack>
    );
  }
  if (tender.isError) {
    return (
      <Stack py="lg" align="flex-start">
        <ErrorList errors={errorMessages(tender.error, MSG_TENDERS.tenderLoadFailed)} />
        <BackHome />
      </Stack>
    );
  }
  if (!tender.data || pending) {
    return (
      <Text py="lg" role="status">
        {MSG_TENDERS.loading}
      </Text>
    );
  }
  return null;
}
