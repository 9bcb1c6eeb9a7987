import {
  BANNER_MS,
  MSG_OFFERS,
  participationOf,
  type Tender,
  type RequestCard,
} from '@podryad/domain';
import { Alert, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LazyClientResponseDrawer } from '@/features/requests/components/request-drawers';
import { RequestRow } from '@/features/requests/components/request-row';
import { useFlash } from '@/lib/use-flash';
import { paths } from '@/lib/paths';
import { SectionCard } from '@/components/section-card';

/**
 * The requests of the tender on its page: each contractor with its status, an invited
 * one's participation and a priced offer's price and duration; a request opens in the response
 * drawer, where the client decides on an answer. Once a contractor has answered, 'Сравнить
 * предложения' leads to the comparison of the offers. `children` go under the list (the client's
 * page puts the invitation of more contractors there).
 */
export function TenderRequests({ tender, children }: { tender: Tender; children?: ReactNode }) {
  const [opened, setOpened] = useState<RequestCard | null>(null);
  const banner = useFlash(BANNER_MS);
  const answered = tender.requests.some((r) => participationOf(r) === 'answered');

  return (
    <SectionCard labelledBy="tender-requests-title">
      <Stack>
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3" id="tender-requests-title">
            Заявки
          </Title>
          {answered && (
            <Button
              component={Link}
              to={paths.client.comparison(tender.id)}
              variant="light"
              leftSection={<IconScale size={18} aria-hidden />}
            >
              {MSG_OFFERS.compare}
            </Button>
          )}
        </Group>
        {banner.value && (
          <Alert color="green" variant="light" role="status">
            {banner.value}
          </Alert>
        )}
        {tender.requests.length === 0 ? (
          <Text size="sm" c="gray.7">
            Заявок пока нет
          </Text>
        ) : (
          <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Заявки">
            {tender.requests.map((request) => (
              <RequestRow
                key={request.id}
                request={request}
                onOpen={setOpened}
                tenderStatus={tender.status.code}
              />
            ))}
          </Box>
        )}
        {children}
      </Stack>
      <LazyClientResponseDrawer
        request={opened}
        tenderStatus={tender.status.code}
        onClose={() => setOpened(null)}
        onDone={banner.show}
      />
    </SectionCard>
  );
}
