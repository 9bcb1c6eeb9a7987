/* eslint-disable no-restricted-imports -- the code components/overlays.tsx loads apart. */
export { Drawer, Modal } from '@mantine/core';
