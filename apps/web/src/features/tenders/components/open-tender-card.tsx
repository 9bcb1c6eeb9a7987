import { type OpenTenderCard, tenderPlace, tenderTitle } from '@podryad/domain';
import { Box, Button, Card, Center, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { Link } from 'react-router';
import { WorkTypeIcon } from '@/components/work-type-icon';
import { OffersDeadline } from '@/components/offers-deadline';
import { imageUrl } from '@/lib/api-client';
import { paths } from '@/lib/paths';

/**
 * A tender of the list: its first image (a placeholder without one), the work-type
 * icon, the name, the place, the deadline for offers with the time left, and 'Подробнее'.
 */
export function TenderCard({ tender }: { tender: OpenTenderCard }) {
  const title = tenderTitle(tender);
  const image = imageUrl(tender.images[0]);
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={title} h="100%">
      <Card.Section>
        {image ? (
          <Image src={image} alt="" h={160} fit="cover" />
        ) : (
          <Center h={160} bg="gray.1">
            <IconPhoto size={40} stroke={1.4} color="var(--mantine-color-gray-6)" aria-hidden />
          </Center>
        )}
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} size="h4" lineClamp={2} miw={0}>
            {title}
          </Title>
          <Box style={{ flexShrink: 0 }}>
            <WorkTypeIcon type={tender.type} />
          </Box>
        </Group>
        <Text size="sm" c="gray.7" lineClamp={2}>
          {tenderPlace(tender)}
        </Text>
        <OffersDeadline deadline={tender.offers_deadline} compact />
      </Stack>
      <Button
        component={Link}
        to={paths.contractor.tender(tender.id)}
        variant="light"
        mt="md"
        fullWidth
      >
        Подробнее
      </Button>
    </Card>
  );
}
