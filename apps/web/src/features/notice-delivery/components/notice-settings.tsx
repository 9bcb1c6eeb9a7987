import {
  BANNER_MS,
  DELIVERY_MODES,
  DELIVERY_MODE_LABELS,
  MSG_CABINET,
  MSG_DELIVERY,
  NOTICE_TOPICS,
  NOTICE_TOPIC_LABELS,
  formatDateTime,
  type DeliveryMode,
  type NoticeSettings as Settings,
  type NoticeTopic,
} from '@podryad/domain';
import { Alert, Button, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { LoadFailure, readFailure } from '@/components/load-failure';
import { Loading } from '@/components/loading';
import { useLogLoadFailure } from '@/components/query-gate';
import { errorMessages } from '@/lib/api-client';
import { useFlash } from '@/lib/use-flash';
import { useIsPhone } from '@/lib/use-is-phone';
import { useSession } from '@/stores/session';
import { useNoticeSettings } from '@/features/notice-delivery/api/get-notice-settings';
import { useUpdateNoticeSettings } from '@/features/notice-delivery/api/update-notice-settings';
import { PushSettings } from '@/features/notice-delivery/components/push-settings';

const MODE_CHOICES = DELIVERY_MODES.map((mode) => ({
  value: mode,
  label: DELIVERY_MODE_LABELS[mode],
}));

type TopicProps = {
  topic: NoticeTopic;
  mode: DeliveryMode;
  error: string | undefined;
  onChange: (mode: DeliveryMode) => void;
};

/** A topic and its three modes: side by side on a wide screen, one under another on a phone. */
function TopicChoice({ topic, mode, error, onChange }: TopicProps) {
  const labelId = useId();
  const isPhone = useIsPhone();
  return (
    <Stack gap={6}>
      <Text id={labelId} fw={600} size="sm">
        {NOTICE_TOPIC_LABELS[topic]}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        data={MODE_CHOICES}
        value={mode}
        onChange={(value) => onChange(value as DeliveryMode)}
        orientation={isPhone ? 'vertical' : 'horizontal'}
        fullWidth
        // A finger's target, and the long label wraps rather than being cut short.
        styles={{
          label: {
            minHeight: 44,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            whiteSpace: 'normal',
          },
        }}
      />
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** The mail server's refusal, while the refused address is still the account's. */
function RefusedAlert({ settings, onEditEmail }: { settings: Settings; onEditEmail?: () => void }) {
  const email = useSession((s) => s.user?.email);
  const refused = settings.email_refused;
  // A changed address is not the refused one: its letters go out again.
  if (!refused || (email && email.toLowerCase() !== refused.address.toLowerCase())) return null;
  return (
    <Alert color="orange" variant="light">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {MSG_DELIVERY.emailRefused(refused.address, formatDateTime(refused.at))}
        </Text>
        {onEditEmail && (
          <Button variant="default" h={44} onClick={onEditEmail}>
            {MSG_DELIVERY.changeEmail}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/**
 * Whether the last choice is saved, in a line of its own height whether it says something or not:
 * the rows under it never move under the finger that just chose.
 */
function SaveStatus({ saving, saved }: { saving: boolean; saved: boolean }) {
  return (
    <Text role="status" size="sm" c={saving ? 'gray.7' : 'gray.8'} mih="1.55em" lh={1.55}>
      {!saving && saved && (
        <IconCheck
          size={16}
          color="var(--mantine-color-green-9)"
          aria-hidden
          style={{ verticalAlign: 'text-bottom', marginRight: 4 }}
        />
      )}
      {saving ? MSG_DELIVERY.saving : saved ? MSG_CABINET.saved : ''}
    </Text>
  );
}

function EmailSettings({ settings, onEditEmail }: { settings: Settings } & Props) {
  const update = useUpdateNoticeSettings();
  const [errors, setErrors] = useState<Partial<Record<NoticeTopic, string>>>({});
  const saved = useFlash<true>(BANNER_MS);

  const change = (topic: NoticeTopic, mode: DeliveryMode) => {
    setErrors((now) => ({ ...now, [topic]: undefined }));
    saved.clear();
    update.mutate(
      { [topic]: mode },
      {
        onSuccess: () => saved.show(true),
        onError: (error) =>
          setErrors((now) => ({
            ...now,
            [topic]: errorMessages(error, MSG_DELIVERY.saveFailed).join('. '),
          })),
      },
    );
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        <Title order={3}>{MSG_DELIVERY.emailTitle}</Title>
        <Text size="sm">{MSG_DELIVERY.hint}</Text>
        <RefusedAlert settings={settings} onEditEmail={onEditEmail} />
        <SaveStatus saving={update.isPending} saved={saved.value !== null} />
        {NOTICE_TOPICS.map((topic) => (
          <TopicChoice
            key={topic}
            topic={topic}
            mode={settings.email[topic]}
            error={errors[topic]}
            onChange={(mode) => change(topic, mode)}
          />
        ))}
      </Stack>
    </Paper>
  );
}

type Props = {
  /** Opens the cabinet's e-mail change, offered when the mail server refuses the address. */
  onEditEmail?: () => void;
};

/**
 * The cabinet's tab 'Уведомления', the same in both cabinets: per topic, a letter at once, one a
 * day or none, each choice saved as it is made and said saved in a line that keeps its place;
 * push on this device.
 */
export function NoticeSettings(props: Props) {
  const query = useNoticeSettings();
  useLogLoadFailure(query, MSG_DELIVERY.loadFailed);
  if (readFailure(query) !== null) {
    return (
      <Paper withBorder p="lg" radius="md">
        <Stack align="flex-start">
          <Title order={3}>{MSG_DELIVERY.emailTitle}</Title>
          <LoadFailure query={query} fallback={MSG_DELIVERY.loadFailed} />
        </Stack>
      </Paper>
    );
  }
  if (!query.data) return <Loading />;
  return (
    <Stack>
      <EmailSettings settings={query.data} {...props} />
      <PushSettings pushKey={query.data.push_key} />
    </Stack>
  );
}
