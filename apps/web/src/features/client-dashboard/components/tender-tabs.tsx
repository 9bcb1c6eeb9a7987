import { WORK_TYPE_LABELS, formatDate, type Tender } from '@podryad/domain';
import { Anchor, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { FileList } from '@/components/file-list';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {value || '—'}
      </Text>
    </Stack>
  );
}

/** The selected tender: 'О тендере' (its fields and a link to it) and 'Документы'. */
export function TenderTabs({ tender }: { tender: Tender }) {
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
                <Field label="Проект" value={tender.project?.name || tender.project_name} />
                <Field label="Тип работ" value={WORK_TYPE_LABELS[tender.type]} />
                <Field label="Дата начала" value={formatDate(tender.start_date)} />
                <Field label="Дата окончания" value={formatDate(tender.end_date)} />
              </SimpleGrid>
              <Field label="Адрес" value={tender.address} />
              <Field label="Описание" value={tender.description} />
              <Anchor
                component={Link}
                to={`/profile/client/tender/${tender.id}`}
                c="blue.8"
                size="sm"
                fw={500}
              >
                Подробнее о тендере
              </Anchor>
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
