import {
  MSG_QUESTIONS,
  OPEN_TENDER_STATUS,
  TENDER_STATUS_LABELS,
  type OwnTenderCard,
  type RequestStatus,
  tenderStatusLabel,
} from '@podryad/domain';
import {
  ActionIcon,
  Box,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconBuilding, IconDotsVertical, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { BusyRegion } from '@/components/busy-region';
import { CountBadge } from '@/components/count-badge';
import { OffersDeadline } from '@/components/offers-deadline';
import { Paginator } from '@/components/paginator';
import { imageUrl } from '@/lib/api-client';
import { DeferredMenu, MenuItem } from '@/components/deferred-menu';
import { paths } from '@/lib/paths';

type Props = {
  /** One page of the client's tenders. */
  tenders: OwnTenderCard[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  onDelete: (tender: OwnTenderCard) => void;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** While the next page loads the previous one stays, marked busy. */
  busy: boolean;
};

/**
 * A tender closed without an executor says so; otherwise its requests tell where it stands (a
 * closed tender keeps requests whose statuses would read as still going).
 */
const ownTenderStatus = (tender: OwnTenderCard) =>
  tender.status.code === 'closed_without_choice'
    ? TENDER_STATUS_LABELS.closed_without_choice
    : tenderStatusLabel(Object.keys(tender.request_counts) as RequestStatus[]);

function Cover({ tender }: { tender: OwnTenderCard }) {
  const src = imageUrl(tender.images[0]);
  const box = { width: 64, height: 64, borderRadius: 'var(--mantine-radius-md)', flex: 'none' };
  if (!src) {
    return (
      <Box bg="gray.1" c="gray.7" style={{ ...box, display: 'grid', placeItems: 'center' }}>
        <IconBuilding size={28} aria-hidden />
      </Box>
    );
  }
  return <Image src={src} alt="" w={64} h={64} fit="cover" style={box} />;
}

/**
 * The left column of the dashboard: a page of the client's tenders with covers, status, the
 * deadline for offers with the time left while the tender looks for an executor, the count of
 * questions waiting for an answer and their menu, and the pages when there are more.
 */
export function TenderList({
  tenders,
  selectedId,
  onSelect,
  onDelete,
  page,
  pages,
  onPage,
  busy,
}: Props) {
  const navigate = useNavigate();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="tenders-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id="tenders-title">
            Тендеры
          </Title>
          <ActionIcon
            component={Link}
            to={paths.client.createTender}
            size="lg"
            variant="filled"
            aria-label="Создать тендер"
          >
            <IconPlus size={18} stroke={2.5} aria-hidden />
          </ActionIcon>
        </Group>
        <BusyRegion busy={busy}>
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {tenders.map((tender) => {
              const selected = tender.id === selectedId;
              return (
                <Group
                  key={tender.id}
                  component="li"
                  wrap="nowrap"
                  gap="xs"
                  p="xs"
                  style={{
                    borderRadius: 'var(--mantine-radius-md)',
                    border: `1px solid var(--mantine-color-${selected ? 'blue-8' : 'gray-3'})`,
                    background: selected ? 'var(--mantine-color-blue-0)' : undefined,
                  }}
                >
                  <UnstyledButton
                    onClick={() => onSelect(tender.id)}
                    aria-pressed={selected}
                    style={{ flex: 1, minWidth: 0 }}
                  >
                    <Group wrap="nowrap" gap="sm">
                      <Cover tender={tender} />
                      <Stack gap={2} style={{ minWidth: 0 }}>
                        <Text fw={600} size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                          {tender.tender_name}
                        </Text>
                        <Text size="xs" c="gray.7">
                          {ownTenderStatus(tender)}
                        </Text>
                        {tender.status.code === OPEN_TENDER_STATUS && (
                          <OffersDeadline deadline={tender.offers_deadline} compact />
                        )}
                        {tender.questions_unanswered > 0 && (
                          <CountBadge
                            size="sm"
                            style={{ alignSelf: 'flex-start' }}
                            shown={MSG_QUESTIONS.waitingBadge(tender.questions_unanswered)}
                            spoken={MSG_QUESTIONS.waitingLabel(tender.questions_unanswered)}
                          />
                        )}
                      </Stack>
                    </Group>
                  </UnstyledButton>
                  <DeferredMenu
                    position="bottom-end"
                    withinPortal
                    target={
                      <ActionIcon
                        variant="subtle"
                        color="gray.8"
                        aria-label={`Действия с тендером «${tender.tender_name}»`}
                      >
                        <IconDotsVertical size={18} aria-hidden />
                      </ActionIcon>
                    }
                  >
                    <MenuItem onClick={() => navigate(paths.client.editTender(tender.id))}>
                      Редактировать
                    </MenuItem>
                    <MenuItem color="red.9" onClick={() => onDelete(tender)}>
                      Удалить
                    </MenuItem>
                  </DeferredMenu>
                </Group>
              );
            })}
          </Stack>
        </BusyRegion>
        <Paginator page={page} pages={pages} onChange={onPage} label="Страницы тендеров" />
      </Stack>
    </Paper>
  );
}
