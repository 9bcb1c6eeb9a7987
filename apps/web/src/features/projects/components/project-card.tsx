import type { Project } from '@podryad/domain';
import { Box, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { imageUrl } from '@/lib/api-client';
import { ProjectStatusBadge } from '@/features/projects/components/project-status-badge';
import { paths } from '@/lib/paths';

export function ProjectCard({ project }: { project: Project }) {
  const cover = imageUrl(project.cover_path);
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={project.name}>
      <Card.Section>
        {cover ? <Image src={cover} alt="" h={160} fit="cover" /> : <Box h={160} bg="gray.1" />}
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} size="h4" lineClamp={2}>
            {project.name}
          </Title>
          <Box style={{ flexShrink: 0 }}>
            <ProjectStatusBadge status={project.status} />
          </Box>
        </Group>
        <Text size="sm" c="gray.7" lineClamp={2}>
          {project.address}
        </Text>
      </Stack>
      <Button
        component={Link}
        to={paths.client.project(project.id)}
        variant="light"
        mt="md"
        fullWidth
      >
        Подробнее
      </Button>
    </Card>
  );
}
