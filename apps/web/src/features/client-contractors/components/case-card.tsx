import { type Case, formatDuration } from '@podryad/domain';
import { Box, Card, Image, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { caseImages } from '@/components/case-preview';

/** A case of the contractor (spec 000 §2): cover, name, services, build duration and location. */
export function CaseCard({ item, onOpen }: { item: Case; onOpen: () => void }) {
  const cover = caseImages(item)[0];
  return (
    // The whole card opens the preview on a click; its title is the button for the keyboard.
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="article"
      aria-label={item.project_name}
      onClick={onOpen}
      style={{ cursor: 'pointer' }}
    >
      <Card.Section>
        {cover ? <Image src={cover} alt="" h={160} fit="cover" /> : <Box h={160} bg="gray.1" />}
      </Card.Section>
      <Stack gap={6} mt="md" style={{ flex: 1 }}>
        <Title order={3} size="h4" lineClamp={2}>
          <UnstyledButton
            onClick={(event) => {
              event.stopPropagation();
              onOpen();
            }}
            aria-haspopup="dialog"
            fz="inherit"
            fw="inherit"
            style={{ textAlign: 'left' }}
          >
            {item.project_name}
          </UnstyledButton>
        </Title>
        {item.services && (
          <Text size="sm" lineClamp={2}>
            {item.services}
          </Text>
        )}
        <Text size="sm">
          <Text span c="gray.7" size="sm">
            Срок строительства:{' '}
          </Text>
          {formatDuration(item.start_date, item.end_date)}
        </Text>
        {item.address && (
          <Text size="sm" c="gray.7" lineClamp={2}>
            {item.address}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
