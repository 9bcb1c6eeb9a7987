import {
  BANNER_MS,
  MSG_OUTCOME,
  MSG_TENDERS,
  OPEN_TENDER_STATUS,
  formatDate,
  partyName,
  tenderWorkText,
  type Tender,
} from '@podryad/domain';
import { ActionIcon, Alert, Group, Menu, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconDots } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useDeleteTender } from '@/features/tenders/api/delete-tender';
import { useTender } from '@/features/tenders/api/get-tender';
import { ConfirmModal } from '@/components/confirm-modal';
import { PageTrail } from '@/components/page-trail';
import { ReadField } from '@/components/read-field';
import { TenderImages } from '@/features/tenders/components/tender-images';
import { TenderAddress } from '@/features/tenders/components/tender-address';
import { TenderDeadline } from '@/features/tenders/components/tender-deadline';
import { SealedNote } from '@/features/tenders/components/sealed-note';
import { RebidSection } from '@/features/tenders/components/rebid-section';
import { TenderDocuments } from '@/features/tenders/components/tender-documents';
import { tenderGate } from '@/features/tenders/components/tender-gate';
import { TenderRequests } from '@/features/requests/components/tender-requests';
import { QuestionsSection } from '@/features/clarifications/components/questions-section';
import { CloseTenderModal } from '@/features/tenders/components/close-tender-modal';
import { TenderOutcome } from '@/features/tenders/components/tender-outcome';
import { TenderDeal } from '@/features/deals/components/tender-deal';
import { reviewsOfDeal } from '@/app/deal-reviews';
import { TrailSection } from '@/features/trail/components/trail-section';
import { AddendaSection } from '@/features/tenders/components/addenda-section';
import { AddendumExtension } from '@/features/tenders/components/extend-deadline-modal';
import { InviteMore } from '@/app/client/tenders/invite-more';
import { paths } from '@/lib/paths';
import { useFlash } from '@/lib/use-flash';
import { refusalMessage } from '@/lib/api-client';

const MAIN = paths.client.home;

/** /profile/client/tender/{id}: loads the tender, then shows it. */
export function TenderDetail({ id }: { id: number }) {
  const tender = useTender(id);
  const gate = tenderGate(id, tender);
  if (gate || !tender.data) return gate;
  return <TenderView key={tender.data.id} tender={tender.data} />;
}

function TenderView({ tender }: { tender: Tender }) {
  const banner = useFlash(BANNER_MS);
  // The trail's filter: every contractor with a request on the tender, once each.
  const contractors = useMemo(() => {
    const byId = new Map(tender.requests.map((r) => [r.user.id, partyName(r.user)]));
    return [...byId].map(([id, name]) => ({ id, name }));
  }, [tender.requests]);

  return (
    <Stack py="lg">
      <PageTrail to={MAIN} label="Главная" current="О тендере" />
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
          <ActionIcon component={Link} to={MAIN} variant="subtle" size="lg" aria-label="Назад">
            <IconArrowLeft size={20} aria-hidden />
          </ActionIcon>
          <Title order={1} miw={0}>
            {tender.tender_name}
          </Title>
        </Group>
        <TenderActions tender={tender} onClosed={() => banner.show(MSG_OUTCOME.closed)} />
      </Group>
      {banner.value && (
        <Alert color="green" variant="light" role="status">
          {banner.value}
        </Alert>
      )}

      <TenderOutcome tender={tender} side="client" />
      {tender.status.code === 'executor_chosen' && (
        <TenderDeal tenderId={tender.id} side="client" after={reviewsOfDeal('client')} />
      )}
      <SealedNote tender={tender} side="client" />
      <RebidSection tender={tender} />

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          {/* Each fact once: the name is the page's title, the address is the field below. */}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <ReadField label="Проект">{tender.project?.name ?? tender.project_name}</ReadField>
            <ReadField label="Тип работ">{tenderWorkText(tender)}</ReadField>
            <ReadField label="Дата начала">{formatDate(tender.start_date)}</ReadField>
            <ReadField label="Дата окончания">
              {tender.end_date ? formatDate(tender.end_date) : 'Не указана'}
            </ReadField>
            <TenderDeadline tender={tender} />
          </SimpleGrid>
          <TenderImages images={tender.images} label="Изображение объекта" />
          <TenderAddress tender={tender} />
          <ReadField label="Описание">{tender.description}</ReadField>
        </Stack>
      </Paper>

      <AddendaSection addenda={tender.addenda} />
      <AddendumExtension tender={tender} />

      <TenderRequests tender={tender}>
        <InviteMore tender={tender} />
      </TenderRequests>

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Title order={2} size="h3" mb="md">
          Документы
        </Title>
        <TenderDocuments tender={tender} />
      </Paper>

      <QuestionsSection tender={tender} side="client" />

      <TrailSection tenderId={tender.id} contractors={contractors} />
    </Stack>
  );
}

/**
 * The actions menu: edit; while the tender is open, ending it without an executor; and 'Удалить
 * тендер' after a confirm (deleted -> dashboard).
 */
function TenderActions({ tender, onClosed }: { tender: Tender; onClosed: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [closing, setClosing] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const remove = useDeleteTender();
  const navigate = useNavigate();

  const confirm = () => {
    setFailed(null);
    remove.mutate(tender.id, {
      onSuccess: () => navigate(`${MAIN}?deleted=1`),
      onError: (error) => setFailed(refusalMessage(error, MSG_TENDERS.tenderDeleteFailed)),
    });
  };

  return (
    <>
      <Menu position="bottom-end" width={260}>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label="Действия с тендером">
            <IconDots size={20} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to={paths.client.editTender(tender.id)}>
            Редактировать тендер
          </Menu.Item>
          {tender.status.code === OPEN_TENDER_STATUS && (
            <Menu.Item onClick={() => setClosing(true)}>{MSG_OUTCOME.closeAction}</Menu.Item>
          )}
          <Menu.Item color="red.9" onClick={() => setConfirming(true)}>
            Удалить тендер
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <CloseTenderModal
        tenderId={tender.id}
        opened={closing}
        onClose={() => setClosing(false)}
        onDone={() => {
          setClosing(false);
          onClosed();
        }}
      />
      <ConfirmModal
        opened={confirming}
        title="Удалить тендер?"
        onClose={() => {
          setConfirming(false);
          setFailed(null);
        }}
        onConfirm={confirm}
        pending={remove.isPending}
        errors={failed ? [failed] : null}
      >
        Тендер «{tender.tender_name}» будет удалён вместе с заявками и документами.
      </ConfirmModal>
    </>
  );
}
