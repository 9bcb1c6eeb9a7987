import { MSG_TENDERS } from '@podryad/domain';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { needsProject } from '@/app/client/dashboard/dashboard-params';
import { paths } from '@/lib/paths';
import { PHONE_TOUCH_HEIGHT } from '@/lib/touch-target';

/**
 * The tender wizard's message, kept on the dashboard it returned to: a tender needs a project
 * first. It stays, with 'Создать проект', until the client closes it.
 */
export function NeedProjectNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  if (!needsProject(location.state)) return null;
  const dismiss = () =>
    navigate({ search: location.search, hash: location.hash }, { replace: true, state: null });
  return (
    <Alert
      color="yellow"
      variant="light"
      role="status"
      withCloseButton
      closeButtonLabel="Закрыть"
      onClose={dismiss}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{MSG_TENDERS.needProject}</Text>
        <Button component={Link} to={paths.client.createProject} mih={PHONE_TOUCH_HEIGHT}>
          Создать проект
        </Button>
      </Stack>
    </Alert>
  );
}
