import {
  BANNER_MS,
  DEAL_ANCHOR,
  DEAL_NOTICE_BUTTON,
  DEFAULT_INVITE_COMMENT,
  MSG_TENDERS,
  formatDateTime,
  QUESTIONS_ANCHOR,
  noticeScreenPath,
  questionsTenderFromLink,
  requestIdFromLink,
  tenderIdFromLink,
  tenderNameSpan,
  type Notification,
  type UserType,
} from '@podryad/domain';
import {
  ActionIcon,
  Alert,
  Anchor,
  Avatar,
  Badge,
  Box,
  Button,
  Group,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { Drawer } from '@/components/overlays';
import { IconBell, IconBuilding } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadFailure, readFailure } from '@/components/load-failure';
import { Loading } from '@/components/loading';
import { useMarkNotificationsSeen } from '@/features/notifications/api/mark-notifications-seen';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { imageUrl } from '@/lib/api-client';
import { useFlash } from '@/lib/use-flash';

/** The header bell with the count of new notifications. */
export function NotificationsBell({ onOpen }: { onOpen: () => void }) {
  const count = useNotifications().unread;
  return (
    <Box pos="relative">
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={count > 0 ? `Уведомления, новых: ${count}` : 'Уведомления'}
        onClick={onOpen}
      >
        <IconBell size={22} aria-hidden />
      </ActionIcon>
      {count > 0 && (
        <Badge
          size="xs"
          circle
          color="red.9"
          aria-hidden="true"
          pos="absolute"
          top={-4}
          right={-4}
          style={{ pointerEvents: 'none' }}
        >
          {count > 99 ? '99+' : count}
        </Badge>
      )}
    </Box>
  );
}

/** The text of a notification; the tender's name in « » (`tenderNameSpan`) links to the tender. */
function NotificationText({
  text,
  to,
  onNavigate,
}: {
  text: string;
  to: string | null;
  onNavigate: () => void;
}) {
  const span = tenderNameSpan(text);
  const link = (label: string) => (
    <Anchor component={Link} to={to!} onClick={onNavigate} c="blue.8" underline="always">
      {label}
    </Anchor>
  );
  if (!to) return <Text size="sm">{text}</Text>;
  if (!span) {
    return (
      <Stack gap={2}>
        <Text size="sm">{text}</Text>
        <Text size="sm">{link('Перейти к тендеру')}</Text>
      </Stack>
    );
  }
  return (
    <Text size="sm">
      {text.slice(0, span.start)}
      {link(text.slice(span.start, span.end))}
      {text.slice(span.end)}
    </Text>
  );
}

function NotificationItem({
  item,
  isNew,
  type,
  onNavigate,
  onOpenRequest,
}: {
  item: Notification;
  isNew: boolean;
  type: UserType;
  onNavigate: () => void;
  onOpenRequest: (id: number) => void;
}) {
  const tenderId = tenderIdFromLink(item.link);
  const requestId = requestIdFromLink(item.button_link);
  const questionsOf = questionsTenderFromLink(item.button_link);
  // A clarification's notice opens the tender's questions, a deal's the tender's deal; the others'
  // button opens the request.
  const screenOfButton =
    questionsOf !== null
      ? `${noticeScreenPath(type, questionsOf)}#${QUESTIONS_ANCHOR}`
      : item.button_text === DEAL_NOTICE_BUTTON && tenderId
        ? `${noticeScreenPath(type, tenderId)}#${DEAL_ANCHOR}`
        : null;
  const avatar = item.avatar ?? item.user?.profile.logo ?? item.user?.profile.avatar ?? null;
  const comment = item.comment?.trim();

  return (
    <Box
      component="li"
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      data-testid="notification"
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Avatar src={imageUrl(avatar)} radius="xl" size={44} color="blue" alt="">
          <IconBuilding size={22} aria-hidden />
        </Avatar>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="nowrap" align="center">
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {item.title}
            </Text>
            {isNew && (
              <Box
                w={8}
                h={8}
                bg="blue.8"
                style={{ borderRadius: '50%', flex: 'none' }}
                data-testid="new-marker"
              >
                <VisuallyHidden>Новое</VisuallyHidden>
              </Box>
            )}
          </Group>
          <Text size="xs" c="gray.7">
            <time dateTime={item.date}>{formatDateTime(item.date)}</time>
          </Text>
          <NotificationText
            text={item.text}
            // The screen a letter or a push of the same notice opens too.
            to={tenderId ? noticeScreenPath(type, tenderId) : null}
            onNavigate={onNavigate}
          />
          {comment && comment !== DEFAULT_INVITE_COMMENT && (
            <Text size="sm" c="gray.8" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              Комментарий: {comment}
            </Text>
          )}
          {item.button_text && screenOfButton !== null ? (
            <Group>
              <Button
                component={Link}
                to={screenOfButton}
                onClick={onNavigate}
                size="xs"
                variant="light"
              >
                {item.button_text}
              </Button>
            </Group>
          ) : (
            item.button_text &&
            requestId !== null && (
              <Group>
                <Button size="xs" variant="light" onClick={() => onOpenRequest(requestId)}>
                  {item.button_text}
                </Button>
              </Group>
            )
          )}
        </Stack>
      </Group>
    </Box>
  );
}

type Props = {
  opened: boolean;
  onClose: () => void;
  type: UserType;
  /**
   * The drawer of the request a notification's button opens, while `requestId` is set: the layout
   * passes the response drawer with the viewer's actions. `onDone` closes it and shows the success
   * message (if any).
   */
  renderRequest?: (drawer: {
    requestId: number | null;
    onClose: () => void;
    onDone: (message?: string) => void;
  }) => ReactNode;
};

/**
 * 'Все уведомления': avatar, title, new marker, date and time, message, comment and
 * the action button that opens the response drawer. Opening the panel marks the new ones seen; they
 * keep their marker until the panel closes.
 */
export function NotificationsPanel({ opened, onClose, type, renderRequest }: Props) {
  const notifications = useNotifications();
  const markSeen = useMarkNotificationsSeen();
  const [requestId, setRequestId] = useState<number | null>(null);
  // The ids that were new when the panel showed them: their markers stay while it is open.
  const [shownNew, setShownNew] = useState<ReadonlySet<number>>(new Set());
  const flash = useFlash(BANNER_MS);
  const { mutate } = markSeen;
  const { items } = notifications;

  const unseen = items.filter((n) => n.is_new && !shownNew.has(n.id)).map((n) => n.id);
  if (opened && unseen.length > 0) setShownNew(new Set([...shownNew, ...unseen]));
  if (!opened && shownNew.size > 0) setShownNew(new Set());

  // Opening the panel marks what it shows as seen (once per notification).
  const sent = useRef(new Set<number>());
  useEffect(() => {
    if (!opened) return;
    const ids = items.filter((n) => n.is_new && !sent.current.has(n.id)).map((n) => n.id);
    if (ids.length === 0) return;
    ids.forEach((id) => sent.current.add(id));
    mutate(ids);
  }, [opened, items, mutate]);

  return (
    <>
      <Drawer
        closeButtonProps={{ 'aria-label': 'Закрыть' }}
        opened={opened}
        onClose={onClose}
        position="right"
        size="md"
        title="Все уведомления"
        styles={{ title: { fontSize: 'var(--mantine-h3-font-size)', fontWeight: 700 } }}
      >
        <Stack>
          {flash.value && (
            <Alert color="green" variant="light" role="status">
              {flash.value}
            </Alert>
          )}
          {readFailure(notifications) !== null ? (
            <LoadFailure query={notifications} fallback={MSG_TENDERS.notificationsLoadFailed} />
          ) : notifications.isPending ? (
            <Loading minHeight={160} />
          ) : items.length === 0 ? (
            <Text c="gray.7">Уведомлений пока нет</Text>
          ) : (
            <>
              <Box
                component="ul"
                m={0}
                p={0}
                style={{ listStyle: 'none' }}
                aria-label="Уведомления"
              >
                {items.map((item) => (
                  <NotificationItem
                    key={item.id}
                    item={item}
                    isNew={item.is_new || shownNew.has(item.id)}
                    type={type}
                    onNavigate={onClose}
                    onOpenRequest={setRequestId}
                  />
                ))}
              </Box>
              {notifications.hasNextPage && (
                <Button
                  variant="default"
                  loading={notifications.isFetchingNextPage}
                  onClick={() => void notifications.fetchNextPage()}
                >
                  Показать ещё
                </Button>
              )}
            </>
          )}
        </Stack>
      </Drawer>
      {renderRequest?.({
        requestId,
        onClose: () => setRequestId(null),
        onDone: (message) => {
          setRequestId(null);
          if (message) flash.show(message);
        },
      })}
    </>
  );
}
