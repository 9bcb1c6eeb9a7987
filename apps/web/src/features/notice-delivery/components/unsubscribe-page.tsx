import {
  MSG_DELIVERY,
  NOTICE_TOPIC_LABELS,
  unsubscribeTopics,
  type NoticeTopic,
} from '@podryad/domain';
import { Alert, Anchor, Button, List, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { ErrorList } from '@/components/error-list';
import { ApiError, errorMessages } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useSession } from '@/stores/session';
import { useUnsubscribe } from '@/features/notice-delivery/api/unsubscribe';

function Topics({ topics, size }: { topics: readonly NoticeTopic[]; size?: 'sm' }) {
  return (
    <List spacing={4} size={size}>
      {topics.map((topic) => (
        <List.Item key={topic}>{NOTICE_TOPIC_LABELS[topic]}</List.Item>
      ))}
    </List>
  );
}

/**
 * The page a letter's unsubscribe link opens, signed in or not: it names the topics the link
 * stops and asks before it stops them (a link scanner that opens every URL of a letter must not
 * unsubscribe anybody). The server checks the token; the page only reads its topics to show them.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const topics = unsubscribeTopics(token);
  const type = useSession((s) => (s.token ? (s.user?.type ?? null) : null));
  const mutation = useUnsubscribe();
  // A token the server refused stays refused: nothing to try again.
  const refused = mutation.error instanceof ApiError && mutation.error.status === 400;

  const cabinet = (
    <Anchor component={Link} to={type ? paths[type].noticesTab : paths.login}>
      {MSG_DELIVERY.toCabinet}
    </Anchor>
  );

  if (mutation.isSuccess) {
    return (
      <Stack>
        <Title order={1} size="h2">
          {MSG_DELIVERY.unsubscribeTitle}
        </Title>
        <Alert color="green" variant="light" role="status">
          <Stack gap="xs">
            <Text size="sm">{MSG_DELIVERY.unsubscribed}</Text>
            <Topics topics={mutation.data.topics} size="sm" />
          </Stack>
        </Alert>
        <Text size="sm">{MSG_DELIVERY.unsubscribedHint}</Text>
        {cabinet}
      </Stack>
    );
  }

  return (
    <Stack>
      <Title order={1} size="h2">
        {MSG_DELIVERY.unsubscribeTitle}
      </Title>
      {topics.length === 0 ? (
        <ErrorList errors={[MSG_DELIVERY.unsubscribeInvalid]} />
      ) : (
        <>
          <Text>{MSG_DELIVERY.unsubscribeAsk}</Text>
          <Topics topics={topics} />
          {mutation.isError && <ErrorList errors={errorMessages(mutation.error)} />}
          {!refused && (
            <Button
              fullWidth
              h={44}
              loading={mutation.isPending}
              onClick={() => mutation.mutate(token)}
            >
              {MSG_DELIVERY.unsubscribeButton}
            </Button>
          )}
        </>
      )}
      {cabinet}
    </Stack>
  );
}
