import { MSG, MSG_SESSIONS, type SessionItem, sessionLine } from '@podryad/domain';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '@/components/confirm-modal';
import { LoadFailure, readFailure } from '@/components/load-failure';
import { Loading } from '@/components/loading';
import { errorMessages } from '@/lib/api-client';
import { PHONE_TOUCH_HEIGHT } from '@/lib/touch-target';
import { useEndOtherSessions } from '@/features/account/api/end-other-sessions';
import { useEndSession } from '@/features/account/api/end-session';
import { useSessions } from '@/features/account/api/get-sessions';
import { SessionCard } from '@/features/account/components/session-card';
import { SignOutEverywhere } from '@/features/account/components/sign-out-everywhere';

/**
 * The safety tab's 'Сеансы': where the account is signed in (each session's device and browser,
 * address, sign-in and last use), with 'Завершить' for any other session and 'Завершить все
 * другие сеансы', each after a confirm; and 'Выйти на всех устройствах', this one too.
 */
export function SessionsBlock() {
  const [done, setDone] = useState<string | null>(null);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="sessions-title">
      <Stack maw={560}>
        <Title order={3} id="sessions-title">
          {MSG_SESSIONS.title}
        </Title>
        <Text size="sm">{MSG_SESSIONS.hint}</Text>
        {done && (
          <Alert color="green" variant="light" role="status">
            {done}
          </Alert>
        )}
        <SessionList onDone={setDone} />
        <Group>
          <SignOutEverywhere />
        </Group>
      </Stack>
    </Paper>
  );
}

/** The list with its states: loading, a failure with 'Повторить', none, or the sessions. */
function SessionList({ onDone }: { onDone: (message: string | null) => void }) {
  const query = useSessions();
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  // The session the confirm names: kept while the dialog closes, so its text does not go blank.
  const [ending, setEnding] = useState<SessionItem | null>(null);
  const [askingOne, setAskingOne] = useState(false);
  const [askingOthers, setAskingOthers] = useState(false);

  const failure = readFailure(query);
  if (failure !== null) return <LoadFailure query={query} fallback={MSG_SESSIONS.loadFailed} />;
  if (query.data === undefined) return <Loading minHeight={120} label="Загрузка сеансов" />;
  const list = query.data;
  if (list.length === 0) return <Text fw={500}>{MSG_SESSIONS.empty}</Text>;
  const others = list.filter((s) => !s.current).length;

  const askOne = (session: SessionItem) => {
    end.reset();
    setEnding(session);
    setAskingOne(true);
  };
  const closeOne = () => setAskingOne(false);
  const confirmOne = () => {
    if (!ending) return;
    onDone(null);
    end.mutate(ending.id, {
      onSuccess: () => {
        setAskingOne(false);
        onDone(MSG_SESSIONS.ended);
      },
    });
  };
  const askOthers = () => {
    endOthers.reset();
    setAskingOthers(true);
  };
  const closeOthers = () => setAskingOthers(false);
  const confirmOthers = () => {
    onDone(null);
    endOthers.mutate(undefined, {
      onSuccess: () => {
        setAskingOthers(false);
        onDone(MSG_SESSIONS.othersEnded);
      },
    });
  };

  return (
    <>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.map((session) => (
          <SessionCard key={session.id} session={session} onEnd={askOne} />
        ))}
      </Stack>
      {others > 0 && (
        <Group>
          <Button variant="default" color="red" mih={PHONE_TOUCH_HEIGHT} onClick={askOthers}>
            {MSG_SESSIONS.endOthers}
          </Button>
        </Group>
      )}
      <ConfirmModal
        opened={askingOne}
        title={MSG_SESSIONS.endTitle}
        onClose={closeOne}
        onConfirm={confirmOne}
        confirmLabel={MSG_SESSIONS.end}
        pending={end.isPending}
        errors={end.isError ? errorMessages(end.error, MSG.server) : null}
      >
        {ending ? MSG_SESSIONS.endText(sessionLine(ending)) : ''}
      </ConfirmModal>
      <ConfirmModal
        opened={askingOthers}
        title={MSG_SESSIONS.endOthersTitle}
        onClose={closeOthers}
        onConfirm={confirmOthers}
        confirmLabel={MSG_SESSIONS.end}
        pending={endOthers.isPending}
        errors={endOthers.isError ? errorMessages(endOthers.error, MSG.server) : null}
      >
        {MSG_SESSIONS.endOthersText}
      </ConfirmModal>
    </>
  );
}
