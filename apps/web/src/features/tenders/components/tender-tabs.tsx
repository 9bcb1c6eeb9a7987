import { WORK_TYPE_LABELS, formatDate, type Tender } from '@podryad/domain';
import { Anchor, Paper, SimpleGrid, Skeleton, Stack, Tabs, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FileList } from '@/components/file-list';
import { Loading } from '@/components/loading';
import { ReadField } from '@/components/read-field';

/**
 * What the tabs show of a tender. A list's card carries all but the description and the
 * documents: the tabs show it at once and those two once the whole tender has come.
 */
export type TenderTabsTender = Pick<
  Tender,
  'tender_name' | 'project' | 'project_name' | 'type' | 'start_date' | 'end_date' | 'address'
> &
  Partial<Pick<Tender, 'description' | 'document_files'>>;

type Props = {
  tender: TenderTabsTender;
  /** Where 'Подробнее о тендере' leads; no link without it. */
  detailsTo?: string;
  /** More of 'О тендере' below the fields (the contractor's pane adds images and the client). */
  children?: ReactNode;
};

/**
 * A tender in two tabs, 'О тендере' (its fields) and 'Документы' (download list): the selected
 * tender of the client's dashboard and the tender of a contractor's request.
 */
export function TenderTabs({ tender, detailsTo, children }: Props) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack>
        <Title order={2} size="h3">
          {tender.tender_name}
        </Title>
        <Tabs defaultValue="about" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="about">О тендере</Tabs.Tab>
            <Tabs.Tab value="docs">Документы</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="about" pt="md">
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <ReadField compact label="Проект">
                  {tender.project?.name || tender.project_name}
                </ReadField>
                <ReadField compact label="Тип работ">
                  {WORK_TYPE_LABELS[tender.type]}
                </ReadField>
                <ReadField compact label="Дата начала">
                  {formatDate(tender.start_date)}
                </ReadField>
                <ReadField compact label="Дата окончания">
                  {formatDate(tender.end_date)}
                </ReadField>
              </SimpleGrid>
              <ReadField compact label="Адрес">
                {tender.address}
              </ReadField>
              <ReadField compact label="Описание">
                {tender.description ?? <Skeleton height={16} width="80%" mt={4} />}
              </ReadField>
              {children}
              {detailsTo && (
                <Anchor component={Link} to={detailsTo} c="blue.8" size="sm" fw={500}>
                  Подробнее о тендере
                </Anchor>
              )}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="docs" pt="md">
            {tender.document_files ? (
              <FileList files={tender.document_files} />
            ) : (
              <Loading minHeight={80} label="Загрузка документов" />
            )}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Paper>
  );
}
