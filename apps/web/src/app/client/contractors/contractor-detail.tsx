import {
  BANNER_MS,
  type Case,
  type ContractorDetail as Detail,
  MSG_CONSENTS,
  MSG_REVIEWS,
  MSG_TENDERS,
  formatPhone,
  hasShownContacts,
  usableContact,
} from '@podryad/domain';
import {
  Alert,
  Anchor,
  Avatar,
  Box,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { useContractor } from '@/features/contractors/api/get-contractor';
import { ContractorNoteBlock } from '@/features/contractors/components/contractor-note';
import { CaseCard } from '@/features/cases/components/case-card';
import { CasePreview } from '@/features/cases/components/case-preview';
import { PageTrail } from '@/components/page-trail';
import { RegistryCard } from '@/components/registry-card';
import { queryGate, useLogLoadFailure } from '@/components/query-gate';
import {
  ContractorBadges,
  contractorName,
} from '@/features/contractors/components/contractor-card';
import { SroMemberships } from '@/features/contractors/components/sro-memberships';
import { ContractorAnswersLine } from '@/features/contractors/components/contractor-answers';
import { imageUrl } from '@/lib/api-client';
import { useFlash } from '@/lib/use-flash';
import { InviteModal } from '@/app/client/contractors/invite-modal';
import { InnShown } from '@/components/inn-note';
import { paths } from '@/lib/paths';
import { Loading } from '@/components/loading';
import { useSession } from '@/stores/session';

const LIST = paths.client.contractors;

// The reviews are below the first screen: their code loads apart.
const PartyReviews = lazy(() =>
  import('@/features/reviews/components/review-list').then((m) => ({ default: m.PartyReviews })),
);

/** /profile/client/contractor/{id} 'О подрядчике'. */
export function ContractorDetail({ id }: { id: number }) {
  const valid = Number.isInteger(id) && id > 0;
  const contractor = useContractor(valid ? id : null);
  // A failed contractor load is only logged; the screen stays calm.
  useLogLoadFailure(contractor, 'Подрядчик не загрузился');

  const gate = queryGate(contractor, {
    valid,
    notFound: MSG_TENDERS.contractorNotFound,
    failure: (
      <>
        <Title order={1}>О подрядчике</Title>
        <Text c="gray.7">Не удалось загрузить подрядчика. Попробуйте обновить страницу позже.</Text>
      </>
    ),
    back: { to: LIST, label: 'Вернуться к подрядчикам' },
  });
  if (gate || !contractor.data) return gate;
  return <ContractorView contractor={contractor.data} />;
}

function ContractorView({ contractor }: { contractor: Detail }) {
  const [inviting, setInviting] = useState(false);
  const [preview, setPreview] = useState<Case | null>(null);
  const invited = useFlash(BANNER_MS);
  const name = contractorName(contractor);
  const { profile } = contractor;
  const available = contractor.participates_in_tenders;
  const viewerId = useSession((s) => s.user?.id ?? null);

  return (
    <Stack py="lg">
      <PageTrail to={LIST} label="Подрядчики" current="О подрядчике" />
      {invited.value && (
        <Alert color="green" variant="light" role="status">
          {invited.value}
        </Alert>
      )}

      <Group align="flex-start" justify="space-between" gap="lg">
        <Group align="center" gap="md" wrap="nowrap" miw={0}>
          <Avatar
            src={imageUrl(profile.avatar)}
            alt={`Логотип ${name}`}
            size={96}
            radius="md"
            color="blue"
          >
            <IconBuilding size={44} stroke={1.6} aria-hidden />
          </Avatar>
          <Stack gap={6} miw={0}>
            <Title order={1}>{name}</Title>
            <ContractorBadges contractor={contractor} />
            <ContractorAnswersLine answers={contractor.answers} />
          </Stack>
        </Group>
        <Stack gap={4} align="flex-end">
          <Button
            onClick={() => setInviting(true)}
            disabled={!available}
            aria-describedby={available ? undefined : 'contractor-unavailable'}
          >
            Выбрать подрядчика
          </Button>
          {!available && (
            <Text id="contractor-unavailable" size="sm" c="gray.7">
              {MSG_TENDERS.contractorUnavailable}
            </Text>
          )}
        </Stack>
      </Group>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section title="Реквизиты">
          <Row label="ИНН">{profile.inn && <InnShown inn={profile.inn} />}</Row>
          <Row label="Год основания">{profile.year_founded || ''}</Row>
          <Row label="Полное наименование">{profile.full_legal_name}</Row>
          <Row label="Юридический адрес">{profile.legal_address}</Row>
        </Section>
        <Section title="Контакты">
          <ContactRows contractor={contractor} />
          <Row label="Фактический адрес">{profile.actual_address}</Row>
        </Section>
      </SimpleGrid>

      <SroMemberships memberships={contractor.sro_memberships} />
      <RegistryCard
        registry={contractor.registry}
        givenNames={[profile.full_legal_name, profile.short_name]}
      />
      <ContractorNoteBlock contractorId={contractor.id} note={contractor.my_note} />

      <Stack gap="sm" component="section" aria-labelledby="contractor-cases">
        <Title order={2} id="contractor-cases">
          Кейсы подрядчика
        </Title>
        {contractor.cases.length === 0 ? (
          <Text c="gray.7">У подрядчика пока нет кейсов</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {contractor.cases.map((item) => (
              <CaseCard key={item.id} item={item} onOpen={() => setPreview(item)} />
            ))}
          </SimpleGrid>
        )}
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="contractor-reviews">
        <Title order={2} id="contractor-reviews">
          {MSG_REVIEWS.section}
        </Title>
        <Suspense fallback={<Loading minHeight={120} label="Загрузка отзывов" />}>
          <PartyReviews side="contractor" partyId={contractor.id} viewerId={viewerId} />
        </Suspense>
      </Stack>

      <CasePreview item={preview} onClose={() => setPreview(null)} />
      {available && (
        <InviteModal
          contractor={contractor}
          opened={inviting}
          onClose={() => setInviting(false)}
          onInvited={() => invited.show(MSG_TENDERS.invited)}
        />
      )}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={title}>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      <Stack gap="sm" component="dl" m={0}>
        {children}
      </Stack>
    </Paper>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === '' || children === null || children === undefined;
  return (
    <Box>
      <Text component="dt" size="sm" c="gray.7">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {empty ? '—' : children}
      </Text>
    </Box>
  );
}

/**
 * The phone, the e-mail and the links, each only when there: an empty one takes no row (no bare
 * label, no empty 'mailto:'). With none at all — the contractor's consent to distribution does not
 * stand — one line says they are hidden.
 */
function ContactRows({ contractor }: { contractor: Detail }) {
  const { profile } = contractor;
  if (!hasShownContacts({ phone: contractor.phone, email: contractor.email, ...profile })) {
    // A row of the list (a term and its value), so the list stays one of terms.
    return <Row label="Телефон, почта, соцсети">{MSG_CONSENTS.contactsHidden}</Row>;
  }
  const socials = [profile.vk, profile.telegram, profile.whatsapp].some((v) => usableContact(v));
  return (
    <>
      {contractor.phone && <Row label="Телефон">{formatPhone(contractor.phone)}</Row>}
      {contractor.email && (
        <Row label="Почта">
          <Anchor href={`mailto:${contractor.email}`}>{contractor.email}</Anchor>
        </Row>
      )}
      {socials && (
        <Row label="Соцсети">
          <Socials vk={profile.vk} telegram={profile.telegram} whatsapp={profile.whatsapp} />
        </Row>
      )}
    </>
  );
}

const SOCIAL_URL = {
  vk: (v: string) => `https://vk.com/${v.replace(/^@/, '')}`,
  telegram: (v: string) => `https://t.me/${v.replace(/^@/, '')}`,
  whatsapp: (v: string) => `https://wa.me/${v.replace(/\D/g, '')}`,
} as const;

const SOCIAL_LABEL = { vk: 'VK', telegram: 'Telegram', whatsapp: 'WhatsApp' } as const;

/**
 * vk, telegram and whatsapp as links: a full URL as it is, a name or number turned into one. A '-'
 * or 'нет' typed to get past the profile's required fields is no contact: not shown.
 */
function Socials(props: Record<keyof typeof SOCIAL_URL, string | null>) {
  const links = (Object.keys(SOCIAL_URL) as (keyof typeof SOCIAL_URL)[])
    .map((key) => [key, usableContact(props[key])] as const)
    .filter((entry): entry is readonly [keyof typeof SOCIAL_URL, string] => Boolean(entry[1]));
  if (links.length === 0) return <>—</>;
  return (
    <Group component="span" gap="md">
      {links.map(([key, value]) => (
        <Anchor
          key={key}
          href={
            /^https?:\/\//i.test(value)
              ? value
              : // An address without its scheme, such as t.me/name.
                /^[^\s@/]+\.[^\s@/]+\//.test(value)
                ? `https://${value}`
                : SOCIAL_URL[key](value)
          }
          target="_blank"
          rel="noreferrer"
        >
          {SOCIAL_LABEL[key]}
        </Anchor>
      ))}
    </Group>
  );
}
