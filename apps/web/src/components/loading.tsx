import { Center, Loader, Text } from '@mantine/core';
import { useOnline } from '@/lib/use-online';
import { useRestoringReads } from '@/lib/reads-restoring';

/**
 * What a part never loaded on this device says offline, instead of a spinner that never ends (the
 * offline notice above the page says that there is no connection).
 */
export const NOT_LOADED_OFFLINE_TEXT =
  'Этот раздел ещё не открывался на этом устройстве. Он загрузится, когда связь появится.';

/**
 * The spinner of a part still loading, named for screen readers; `text` instead of it where a
 * screen says 'Загрузка...'. Offline, once what was read before has been put back (and this part
 * was not among it), it says at once that it cannot load now.
 */
export function Loading({
  minHeight = 200,
  label = 'Загрузка',
  text,
}: {
  minHeight?: number;
  label?: string;
  text?: string;
}) {
  const online = useOnline();
  const restoring = useRestoringReads();
  if (!online && !restoring) return <NotLoadedOffline />;
  if (text)
    return (
      <Text py="lg" role="status">
        {text}
      </Text>
    );
  return (
    <Center mih={minHeight}>
      {/* A spinner is an indeterminate progress bar: a role that may carry its name. */}
      <Loader role="progressbar" aria-label={label} />
    </Center>
  );
}

function NotLoadedOffline() {
  return (
    <Text py="lg" fw={500} role="status">
      {NOT_LOADED_OFFLINE_TEXT}
    </Text>
  );
}
