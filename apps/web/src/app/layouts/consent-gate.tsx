import { LEGAL_TITLES, MSG_CONSENTS, legalPath } from '@podryad/domain';
import { Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ErrorList } from '@/components/error-list';
import { Modal } from '@/components/overlays';
import { errorMessages } from '@/lib/api-client';
import { useAfterFirstPaint } from '@/lib/after-first-paint';
import { paths } from '@/lib/paths';
import { consentsQueryKey, useConsents } from '@/features/account/api/get-consents';
import { giveConsent } from '@/features/account/api/give-consent';
import { logout } from '@/features/account/api/logout';

/**
 * Over every cabinet page: when a consent the service needs is not given at its current edition
 * (a new edition of its text, or an account made without it), the person reads and accepts it, or
 * signs out; nothing else can be done meanwhile. A failed read of the consents blocks nothing. They
 * are read once the page has painted its first screen, after that screen's own calls.
 */
export function ConsentGate() {
  const query = useConsents(useAfterFirstPaint());
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const required = query.data?.required ?? [];
  const accept = useMutation({
    mutationFn: async () => {
      let answer = null;
      for (const document of required) answer = await giveConsent(document);
      return answer;
    },
    onSuccess: (answer) => {
      if (answer) queryClient.setQueryData(consentsQueryKey, answer);
    },
  });
  const signOut = async () => {
    await logout();
    navigate(paths.login, { replace: true });
  };
  const opened = required.length > 0;
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={MSG_CONSENTS.updatedTitle}
      centered
    >
      <Stack gap="sm">
        <Text size="sm">{MSG_CONSENTS.updatedText}</Text>
        <List size="sm" spacing={4}>
          {required.map((document) => (
            <List.Item key={document}>
              <Anchor href={legalPath(document)} target="_blank" rel="noopener" inherit>
                {LEGAL_TITLES[document]}
              </Anchor>
            </List.Item>
          ))}
        </List>
        {accept.isError && <ErrorList errors={errorMessages(accept.error)} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => void signOut()}>
            {MSG_CONSENTS.signOut}
          </Button>
          <Button onClick={() => accept.mutate()} loading={accept.isPending}>
            {MSG_CONSENTS.accept}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
