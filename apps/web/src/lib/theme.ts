import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type VariantColorsResolver,
} from '@mantine/core';

// The app's Mantine theme, here rather than in app/ so that the unit tests render with it too.

/**
 * Light variants (badges, soft buttons) with text dark enough for 4.5:1 on their tinted background;
 * Mantine's default shade 9 of green or teal falls short.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({
    color: input.color ?? input.theme.primaryColor,
    theme: input.theme,
  });
  if (!parsed.isThemeColor || !parsed.color) return colors;
  return { ...colors, color: darken(input.theme.colors[parsed.color]![9], 0.25) };
};

/**
 * WCAG AA contrast everywhere (checked by axe in the E2E journeys): the primary shade 8 instead of
 * 6 (white on blue 5:1 rather than 3.5:1), and secondary and placeholder text one step darker.
 * Whoever asks for reduced motion (the OS setting `prefers-reduced-motion: reduce`, as the E2E
 * browser does) gets modals, drawers, menus and dropdowns without their fade and slide.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'md',
  respectReducedMotion: true,
  variantColorResolver,
});

/**
 * Below `sm` (a phone): every modal and drawer fills the screen (a centred box with margins leaves
 * its content too narrow to read and type in), whatever size its call site asks for; and the page
 * and section titles are smaller, so that a Russian word fits on a line beside an icon.
 */
export const phoneTheme = createTheme({
  // The base theme sets no headings or components of its own, so these add to it.
  ...theme,
  headings: {
    sizes: {
      h1: { fontSize: '1.625rem', lineHeight: '1.25' },
      h2: { fontSize: '1.375rem', lineHeight: '1.3' },
    },
  },
  // Plain objects rather than Modal.extend / Drawer.extend: naming the components here would
  // put Modal and Drawer (with their focus trap) into the sign-in page's first script.
  components: {
    Modal: { defaultProps: { fullScreen: true } },
    Drawer: { vars: () => ({ root: { '--drawer-size': '100%', '--drawer-offset': '0rem' } }) },
  },
});

/** Secondary and placeholder text one step darker than Mantine's, for contrast. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});
