import { Box, VisuallyHidden } from '@mantine/core';

/** The blue dot of something not yet opened; screen readers hear `label`. */
export function NewMarker({ label = 'Новая' }: { label?: string }) {
  return (
    <Box w={8} h={8} bg="blue.8" style={{ borderRadius: '50%', flex: 'none' }}>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Box>
  );
}
