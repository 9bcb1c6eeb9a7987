import { type OpenTenderCard, tenderPlace, tenderTitle } from '@podryad/domain';
import { Box, Button, Card, Center, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { Link } from 'react-router';
import { WorkTypeIcon } from '@/components/work-type-icon';
import { OffersDeadline } from '@/components/offers-deadline';
import { imageUrl } from '@/lib/api-client';
import { useIsPhone } from '@/lib/use-is-phone';
import { paths } from '@/lib/paths';

/** The tender's first image, or a placeholder without one: `h` high, and a square of `w` when given. */
function Cover({ src, h, w }: { src: string | null; h: number; w?: number }) {
  const radius = w ? 'var(--mantine-radius-md)' : undefined;
  if (src)
    return (
      <Image
        src={src}
        alt=""
        h={h}
        w={w}
        fit="cover"
        style={{ borderRadius: radius, flex: 'none' }}
      />
    );
  return (
    <Center h={h} w={w} bg="gray.1" style={{ borderRadius: radius, flex: 'none' }}>
      <IconPhoto size={w ? 28 : 40} stroke={1.4} color="var(--mantine-color-gray-6)" aria-hidden />
    </Center>
  );
}

/**
 * A tender of the list: its first image (a placeholder without one), the work-type
 * icon, the name, the place, the deadline for offers with the time left, and 'Подробнее'. On a
 * phone the image is a small square beside the name, so that several cards fit the screen.
 */
export function TenderCard({ tender }: { tender: OpenTenderCard }) {
  const phone = useIsPhone();
  const title = tenderTitle(tender);
  const image = imageUrl(tender.images[0]);
  const heading = (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
      <Title order={3} size={phone ? 'h5' : 'h4'} lineClamp={2} miw={0}>
        {title}
      </Title>
      <Box style={{ flexShrink: 0 }}>
        <WorkTypeIcon type={tender.type} />
      </Box>
    </Group>
  );
  const place = (
    <Text size={phone ? 'xs' : 'sm'} c="gray.7" lineClamp={2}>
      {tenderPlace(tender)}
    </Text>
  );
  const more = (
    <Button
      component={Link}
      to={paths.contractor.tender(tender.id)}
      variant="light"
      mt={phone ? 'sm' : 'md'}
      fullWidth
    >
      Подробнее
    </Button>
  );

  if (phone) {
    return (
      <Card withBorder radius="lg" padding="sm" component="article" aria-label={title}>
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <Cover src={image} h={80} w={80} />
          <Stack gap={4} miw={0} style={{ flex: 1 }}>
            {heading}
            {place}
          </Stack>
        </Group>
        <Box mt="xs">
          <OffersDeadline deadline={tender.offers_deadline} compact />
        </Box>
        {more}
      </Card>
    );
  }
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={title} h="100%">
      <Card.Section>
        <Cover src={image} h={160} />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        {heading}
        {place}
        <OffersDeadline deadline={tender.offers_deadline} compact />
      </Stack>
      {more}
    </Card>
  );
}
