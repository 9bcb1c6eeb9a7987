// The code of Mantine's Menu, loaded apart from the pages (components/deferred-menu.tsx).
export { Menu } from '@mantine/core';
