import {
  type CardAdvice,
  type CardAdviceTarget,
  MSG_CONSENTS,
  MSG_OWN_CARD,
  MSG_REVIEWS,
  type OwnCardAnswer,
  cardAdvice,
  cardComplete,
} from '@podryad/domain';
import {
  Alert,
  Box,
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { Suspense, lazy, useId } from 'react';
import { Link } from 'react-router';
import { InnShown } from '@/components/inn-note';
import { LoadFailure, readFailure } from '@/components/load-failure';
import { Loading } from '@/components/loading';
import { RegistryCard } from '@/components/registry-card';
import { CaseCard } from '@/features/cases/components/case-card';
import { ContractorCard } from '@/features/contractors/components/contractor-card';
import { SroMemberships } from '@/features/contractors/components/sro-memberships';
import { useOwnCard } from '@/features/account/api/get-own-card';
import { useNow } from '@/lib/use-now';
import { paths } from '@/lib/paths';
import { PHONE_TOUCH_HEIGHT } from '@/lib/touch-target';

// The reviews are below the first screen: their code loads apart.
const PartyReviews = lazy(() =>
  import('@/features/reviews/components/review-list').then((m) => ({ default: m.PartyReviews })),
);

/** Where each advice leads: a tab of the cabinet, or the logo's modal. */
const LINKS: Record<Exclude<CardAdviceTarget, 'avatar'>, string> = {
  profile: paths.contractor.cabinet,
  sro: paths.contractor.sroTab,
  cases: paths.contractor.casesTab,
  settings: paths.contractor.settingsTab,
};

/** The company's age is counted again each hour the tab stays open. */
const AGE_REFRESH_MS = 3600_000;

type Props = {
  /** Opens the cabinet's logo (avatar) modal. */
  onEditAvatar: () => void;
};

/**
 * The cabinet's tab 'Как вас видят заказчики': the contractor's card in the directory and its page
 * exactly as clients see them (the server's own answer, with no client's note), beside the list
 * 'Что улучшить' — each thing missing or failed, what it means to clients and a link to where it
 * is put right — or 'Карточка заполнена…' when nothing is left to do. When clients see none of its
 * contacts (its consent to distribution does not stand: the card, as clients see it, has no phone
 * and no e-mail), a note says so and leads to 'Мои данные', where the consent is given.
 */
export default function OwnCardTab({ onEditAvatar }: Props) {
  const query = useOwnCard();
  const failure = readFailure(query);
  if (failure !== null) return <LoadFailure query={query} fallback={MSG_OWN_CARD.loadFailed} />;
  if (!query.data) return <Loading />;
  return <OwnCardView answer={query.data} onEditAvatar={onEditAvatar} />;
}

function OwnCardView({ answer, onEditAvatar }: { answer: OwnCardAnswer } & Props) {
  const { card, contractor } = answer;
  const now = useNow(AGE_REFRESH_MS);
  const advice = cardAdvice(contractor, now);
  const cardId = useId();
  const pageId = useId();
  const casesId = useId();
  const reviewsId = useId();
  const { profile } = contractor;

  return (
    <Stack component="section" aria-labelledby="own-card-title" gap="lg">
      <Stack gap={4}>
        <Title order={3} id="own-card-title">
          {MSG_OWN_CARD.tab}
        </Title>
        <Text c="gray.7">{MSG_OWN_CARD.intro}</Text>
      </Stack>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <AdviceList advice={advice} onEditAvatar={onEditAvatar} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="xs" component="section" aria-labelledby={cardId}>
            <Title order={4} id={cardId}>
              {MSG_OWN_CARD.directory}
            </Title>
            {!card.phone && !card.email && <ContactsHiddenNote />}
            <Box maw={420}>
              <ContractorCard contractor={card} />
            </Box>
          </Stack>
        </Grid.Col>
      </Grid>

      <Stack gap="md" component="section" aria-labelledby={pageId}>
        <Title order={4} id={pageId}>
          {MSG_OWN_CARD.page}
        </Title>
        <Paper withBorder radius="lg" p="md">
          <Text size="sm" c="gray.7">
            ИНН
          </Text>
          <Text style={{ overflowWrap: 'anywhere' }}>
            {profile.inn ? <InnShown inn={profile.inn} /> : '—'}
          </Text>
        </Paper>
        <SroMemberships memberships={contractor.sro_memberships} />
        <RegistryCard
          registry={contractor.registry}
          givenNames={[profile.full_legal_name, profile.short_name]}
        />
        <Stack gap="sm" component="section" aria-labelledby={casesId}>
          <Title order={2} size="h3" id={casesId}>
            Кейсы подрядчика
          </Title>
          {contractor.cases.length === 0 ? (
            <Text c="gray.7">У подрядчика пока нет кейсов</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }}>
              {contractor.cases.map((item) => (
                <CaseCard key={item.id} item={item} to={paths.contractor.case(item.id)} />
              ))}
            </SimpleGrid>
          )}
        </Stack>
        {/* Its reviews as clients read them, with 'Ответить' on each one not answered yet. */}
        <Stack gap="sm" component="section" aria-labelledby={reviewsId}>
          <Title order={2} size="h3" id={reviewsId}>
            {MSG_REVIEWS.section}
          </Title>
          <Suspense fallback={<Loading minHeight={120} label="Загрузка отзывов" />}>
            <PartyReviews side="contractor" partyId={contractor.id} viewerId={contractor.id} />
          </Suspense>
        </Stack>
      </Stack>
    </Stack>
  );
}

/** Clients see none of the contractor's contacts: why, and where to give the consent. */
function ContactsHiddenNote() {
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{MSG_CONSENTS.ownContactsHidden}</Text>
        <Button
          variant="light"
          size="sm"
          mih={PHONE_TOUCH_HEIGHT}
          component={Link}
          to={paths.contractor.dataTab}
        >
          {MSG_CONSENTS.ownContactsLink}
        </Button>
      </Stack>
    </Alert>
  );
}

function AdviceList({ advice, onEditAvatar }: { advice: CardAdvice[] } & Props) {
  const headingId = useId();
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={headingId}>
      <Title order={4} id={headingId} mb="sm">
        {MSG_OWN_CARD.advice}
      </Title>
      {cardComplete(advice) && (
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck size={18} aria-hidden />}
          mb={advice.length > 0 ? 'sm' : 0}
        >
          {MSG_OWN_CARD.done}
        </Alert>
      )}
      {advice.length > 0 && (
        <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {advice.map((item) => (
            <Group
              key={item.key}
              component="li"
              wrap="nowrap"
              align="flex-start"
              gap="sm"
              data-advice={item.key}
            >
              <ThemeIcon
                variant="light"
                color={item.tone === 'fix' ? 'orange' : 'blue'}
                radius="xl"
                size="md"
                style={{ flex: 'none' }}
              >
                {item.tone === 'fix' ? (
                  <IconAlertCircle size={18} aria-hidden />
                ) : (
                  <IconInfoCircle size={18} aria-hidden />
                )}
              </ThemeIcon>
              <Stack gap={6} align="flex-start" style={{ minWidth: 0, flex: 1 }}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {item.text}
                </Text>
                {item.action && <AdviceAction action={item.action} onEditAvatar={onEditAvatar} />}
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function AdviceAction({
  action,
  onEditAvatar,
}: { action: NonNullable<CardAdvice['action']> } & Props) {
  const common = { variant: 'light', size: 'sm', mih: PHONE_TOUCH_HEIGHT } as const;
  if (action.target === 'avatar') {
    return (
      <Button {...common} onClick={onEditAvatar}>
        {action.label}
      </Button>
    );
  }
  return (
    <Button {...common} component={Link} to={LINKS[action.target]}>
      {action.label}
    </Button>
  );
}
