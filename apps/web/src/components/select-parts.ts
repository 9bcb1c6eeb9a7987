// The code of Mantine's Select, loaded apart from the pages (components/deferred-select.tsx).
export { Select } from '@mantine/core';
