import { LEGAL_TITLES, type LegalDocument, legalPath } from '@podryad/domain';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { LegalText } from '@/components/legal-text';
import { Modal } from '@/components/overlays';

type Props = { document: LegalDocument; opened: boolean; onClose: () => void };

/**
 * A legal document's text in a dialog over the page: what was typed on the page stays as it was
 * when the dialog closes. Its own public page opens in a new tab.
 */
export function LegalDocumentModal({ document, opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={LEGAL_TITLES[document]} size="lg" centered>
      <Stack gap="sm">
        {opened && <LegalText document={document} />}
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Anchor href={legalPath(document)} target="_blank" rel="noopener" size="sm">
            Открыть в новой вкладке
          </Anchor>
          <Button onClick={onClose}>Понятно</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
