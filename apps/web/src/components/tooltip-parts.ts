// The code of Mantine's Tooltip, loaded apart from the pages (components/deferred-tooltip.tsx).
export { Tooltip } from '@mantine/core';
