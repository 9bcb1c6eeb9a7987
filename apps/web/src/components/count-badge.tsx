import { Badge, type BadgeProps, VisuallyHidden } from '@mantine/core';

type Props = Omit<BadgeProps, 'children'> & {
  /** What the badge shows, short ('Вопросы: 2'). */
  shown: string;
  /** What a screen reader says instead, whole ('Вопросов без ответа: 2'). */
  spoken: string;
};

/**
 * A small count whose meaning the eye takes from its place but the ear needs said: a badge's
 * aria-label would be ignored (a plain element has no name), so the spoken text is hidden text.
 */
export function CountBadge({ shown, spoken, ...rest }: Props) {
  return (
    <Badge variant="light" color="orange" {...rest}>
      <span aria-hidden>{shown}</span>
      <VisuallyHidden>{spoken}</VisuallyHidden>
    </Badge>
  );
}
