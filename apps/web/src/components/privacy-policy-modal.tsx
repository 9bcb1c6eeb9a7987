import { SUPPORT_EMAIL } from '@podryad/domain';
import { Anchor, Button, List, Stack, Text, Title } from '@mantine/core';
import { Modal } from '@/components/overlays';

export const PRIVACY_POLICY_TITLE = 'Политика конфиденциальности';

type Props = { opened: boolean; onClose: () => void };

/**
 * The privacy policy, read from the consent checkbox. A dialog over the step rather than a page of
 * its own: what was typed in the step stays as it was when the dialog closes.
 */
export function PrivacyPolicyModal({ opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={PRIVACY_POLICY_TITLE} size="lg" centered>
      <Stack gap="sm">
        <Title order={3} size="h5">
          Какие данные мы храним
        </Title>
        <List size="sm" spacing={4}>
          <List.Item>номер телефона и электронную почту, которые вы подтверждаете кодом;</List.Item>
          <List.Item>
            данные профиля: имя и фамилию или название и реквизиты компании, дату рождения, город;
          </List.Item>
          <List.Item>ваши проекты, тендеры, предложения, кейсы и загруженные файлы.</List.Item>
        </List>
        <Title order={3} size="h5">
          Зачем
        </Title>
        <Text size="sm">
          Чтобы вы входили в личный кабинет, заказчики публиковали тендеры, а подрядчики отправляли
          по ним предложения; чтобы присылать коды подтверждения и уведомления о тендерах. Письма с
          уведомлениями можно отключить в личном кабинете.
        </Text>
        <Title order={3} size="h5">
          Кто их видит
        </Title>
        <Text size="sm">
          Заказчик видит подрядчиков, которые участвуют в его тендерах, подрядчик — заказчика
          тендера, открытого для него. В каталоге подрядчиков заказчикам видны название компании и
          её рабочие контакты. Пароль хранится только в виде, из которого его нельзя восстановить.
        </Text>
        <Text size="sm">
          Чтобы узнать, какие данные о вас хранятся, или удалить аккаунт, напишите нам:{' '}
          <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>
        </Text>
        <Button onClick={onClose}>Понятно</Button>
      </Stack>
    </Modal>
  );
}
