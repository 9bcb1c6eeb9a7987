import { Badge, darken, useMantineTheme, type BadgeProps } from '@mantine/core';

/** Light yellow and orange need darker text than the theme's light variant gives to reach 4.5:1. */
const DARKER_TEXT: Record<string, number> = { yellow: 0.55, orange: 0.35 };

/** A status as a light badge of its colour, its text dark enough to read on any of them. */
export function StatusBadge({ color, style, ...props }: BadgeProps & { color: string }) {
  const theme = useMantineTheme();
  const darker = DARKER_TEXT[color];
  const text = darker ? darken(theme.colors[color]![9], darker) : undefined;
  return <Badge color={color} variant="light" style={{ color: text, ...style }} {...props} />;
}
