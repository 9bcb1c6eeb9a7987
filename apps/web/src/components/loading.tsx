import { Center, Loader } from '@mantine/core';

/** The spinner of a part still loading, named for screen readers. */
export function Loading({
  minHeight = 200,
  label = 'Загрузка',
}: {
  minHeight?: number;
  label?: string;
}) {
  return (
    <Center mih={minHeight}>
      <Loader aria-label={label} />
    </Center>
  );
}
