import {
  type ConsentState,
  LEGAL_TITLES,
  MSG_CONSENTS,
  formatDate,
  formatDateTime,
  legalPath,
} from '@podryad/domain';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '@/components/confirm-modal';
import { ErrorList } from '@/components/error-list';
import { LoadFailure, readFailure } from '@/components/load-failure';
import { Loading } from '@/components/loading';
import { errorMessages } from '@/lib/api-client';
import { PHONE_TOUCH_HEIGHT } from '@/lib/touch-target';
import { useConsents } from '@/features/account/api/get-consents';
import { useGiveConsent } from '@/features/account/api/give-consent';
import { useWithdrawDistribution } from '@/features/account/api/withdraw-consent';

const LOAD_FAILED = 'Не удалось загрузить согласия';

/** Where a consent stands, in a line: given when and to which edition, withdrawn, or not given. */
function stateLine(c: ConsentState) {
  if (c.active && c.given_at && c.version) {
    return `Дано ${formatDateTime(c.given_at)}, редакция от ${formatDate(c.version)}`;
  }
  if (c.withdrawn_at) return `Отозвано ${formatDateTime(c.withdrawn_at)}`;
  return MSG_CONSENTS.notGiven;
}

/**
 * The cabinet's section of the person's consents: each with its text's link, when it was given and
 * to which edition; the consent to showing the contacts can be withdrawn (after a confirmation)
 * and given again; one not standing at its current edition can be given. `onSaved` may show the
 * cabinet's banner.
 */
export function ConsentsSection({ onSaved }: { onSaved?: (message: string) => void }) {
  const query = useConsents();
  const give = useGiveConsent();
  const withdraw = useWithdrawDistribution();
  const [confirming, setConfirming] = useState(false);
  const failure = readFailure(query);

  const onGive = (document: ConsentState['document']) =>
    give.mutate(document, { onSuccess: () => onSaved?.(MSG_CONSENTS.given) });
  const onWithdraw = () =>
    withdraw.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        onSaved?.(MSG_CONSENTS.withdrawn);
      },
    });

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="consents-title">
      <Stack>
        <Title order={3} id="consents-title">
          {MSG_CONSENTS.sectionTitle}
        </Title>
        {failure !== null ? (
          <LoadFailure query={query} fallback={LOAD_FAILED} />
        ) : query.data === undefined ? (
          <Loading minHeight={120} label="Загрузка согласий" />
        ) : (
          <>
            {give.isError && <ErrorList errors={errorMessages(give.error)} />}
            {query.data.consents.map((c) => {
              const current = c.active && c.version === c.current_version;
              return (
                <Paper key={c.document} withBorder p="md" radius="md">
                  <Stack gap="xs">
                    <Anchor href={legalPath(c.document)} target="_blank" rel="noopener" fw={500}>
                      {c.title}
                    </Anchor>
                    <Text size="sm">{stateLine(c)}</Text>
                    {c.active && !current && (
                      <Text size="sm" c="orange.9">
                        Документ обновлён: новая редакция от {formatDate(c.current_version)}
                      </Text>
                    )}
                    {c.document === 'processing' && (
                      <Text size="xs" c="dimmed">
                        Отозвать это согласие можно только вместе с аккаунтом: «Удалить аккаунт» в
                        разделе «Мои данные».
                      </Text>
                    )}
                    <Group gap="sm">
                      {!current && (
                        <Button
                          mih={PHONE_TOUCH_HEIGHT}
                          onClick={() => onGive(c.document)}
                          loading={give.isPending && give.variables === c.document}
                        >
                          {MSG_CONSENTS.give}
                        </Button>
                      )}
                      {c.document === 'distribution' && c.active && (
                        <Button
                          variant="default"
                          mih={PHONE_TOUCH_HEIGHT}
                          onClick={() => {
                            withdraw.reset();
                            setConfirming(true);
                          }}
                        >
                          {MSG_CONSENTS.withdraw}
                        </Button>
                      )}
                    </Group>
                  </Stack>
                </Paper>
              );
            })}
            <Anchor href={legalPath('privacy')} target="_blank" rel="noopener" size="sm">
              {LEGAL_TITLES.privacy}
            </Anchor>
            <ConfirmModal
              opened={confirming}
              title="Отозвать согласие на распространение?"
              confirmLabel={MSG_CONSENTS.withdraw}
              onConfirm={onWithdraw}
              onClose={() => setConfirming(false)}
              pending={withdraw.isPending}
              errors={withdraw.isError ? errorMessages(withdraw.error) : null}
            >
              {MSG_CONSENTS.withdrawConfirm}
            </ConfirmModal>
          </>
        )}
      </Stack>
    </Paper>
  );
}
