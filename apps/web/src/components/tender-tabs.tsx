import { WORK_TYPE_LABELS, formatDate, type Tender } from '@podryad/domain';
import { Anchor, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FileList } from './file-list';

/** A read-only field: its small label over its value; a dash when the value is empty. */
export function InfoField({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {value || '—'}
      </Text>
    </Stack>
  );
}

type Props = {
  tender: Tender;
  /** Where 'Подробнее о тендере' leads; no link without it. */
  detailsTo?: string;
  /** More of 'О тендере' below the fields (the contractor's pane adds images and the client). */
  children?: ReactNode;
};

/**
 * A tender in two tabs, 'О тендере' (its fields) and 'Документы' (download list): the selected
 * tender of the client's dashboard and the tender of a contractor's request (spec 000 §2, 001 §2.7).
 */
export function TenderTabs({ tender, detailsTo, children }: Props) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack>
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
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
                <InfoField label="Проект" value={tender.project?.name || tender.project_name} />
                <InfoField label="Тип работ" value={WORK_TYPE_LABELS[tender.type]} />
                <InfoField label="Дата начала" value={formatDate(tender.start_date)} />
                <InfoField label="Дата окончания" value={formatDate(tender.end_date)} />
              </SimpleGrid>
              <InfoField label="Адрес" value={tender.address} />
              <InfoField label="Описание" value={tender.description} />
              {children}
              {detailsTo && (
                <Anchor component={Link} to={detailsTo} c="blue.8" size="sm" fw={500}>
                  Подробнее о тендере
                </Anchor>
              )}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="docs" pt="md">
            <FileList files={tender.document_files} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Paper>
  );
}
