import { MSG_TENDERS, type Tender } from '@podryad/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorList } from '@/components/error-list';
import { queryGate } from '@/components/query-gate';
import { errorMessages } from '@/lib/api-client';
import { paths } from '@/lib/paths';

/**
 * What the edit wizard and the tender page show before their tender is there: 'Тендер не найден',
 * the load error, or 'Загрузка...'. Null once the tender is there.
 */
export const tenderGate = (id: number, tender: UseQueryResult<Tender>) =>
  queryGate(tender, {
    valid: Number.isInteger(id) && id > 0,
    notFound: MSG_TENDERS.tenderNotFound,
    failure: <ErrorList errors={errorMessages(tender.error, MSG_TENDERS.tenderLoadFailed)} />,
    back: { to: paths.client.home, label: 'Вернуться на главную' },
    loadingText: MSG_TENDERS.loading,
  });
