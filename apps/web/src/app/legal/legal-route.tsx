import { isLegalDocument } from '@podryad/domain';
import { Box, Container, Group, Paper } from '@mantine/core';
import { useParams } from 'react-router';
import { LegalText } from '@/components/legal-text';
import { OfflineNotice } from '@/components/app-status';
import { Logo } from '@/app/layouts/logo';
import { NotFound } from '@/app/not-found';
import { paths } from '@/lib/paths';

/**
 * Route module of /legal/:document: a legal document's text (the consents, the privacy policy),
 * public, signed in or not, readable on a phone.
 */
export function LegalRoute() {
  const { document = '' } = useParams();
  if (!isLegalDocument(document)) return <NotFound />;
  return (
    <Box bg="gray.0" mih="100vh" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Container size="md" px={0}>
        <OfflineNotice />
        <Group mb="md" px="xs">
          <Logo to={paths.login} />
        </Group>
        <Paper component="main" withBorder p={{ base: 'md', sm: 'xl' }} radius="lg">
          <LegalText document={document} />
        </Paper>
      </Container>
    </Box>
  );
}
