import { SUPPORT_EMAIL } from '@podryad/domain';
import { Anchor, Button, List, Stack, Text } from '@mantine/core';
import { Modal } from '@/components/overlays';

type Props = { opened: boolean; onClose: () => void; channel: 'sms' | 'email' };

/** 'Не получили код? Мы поможем': what to check, and where to write. */
export function SupportModal({ opened, onClose, channel }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Не получили код? Мы поможем" centered>
      <Stack>
        <List size="sm" spacing="xs">
          {channel === 'sms' ? (
            <>
              <List.Item>Проверьте, что номер телефона указан верно.</List.Item>
              <List.Item>СМС может прийти с задержкой до нескольких минут.</List.Item>
            </>
          ) : (
            <>
              <List.Item>Проверьте, что адрес почты указан верно.</List.Item>
              <List.Item>Загляните в папку «Спам» или «Промоакции».</List.Item>
            </>
          )}
          <List.Item>Когда таймер закончится, запросите новый код.</List.Item>
        </List>
        <Text size="sm">
          Если код так и не пришёл, напишите нам:{' '}
          <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>
        </Text>
        <Button onClick={onClose}>Понятно</Button>
      </Stack>
    </Modal>
  );
}
