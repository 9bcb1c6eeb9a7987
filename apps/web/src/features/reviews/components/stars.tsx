import { MSG_REVIEWS, REVIEW_STARS } from '@podryad/domain';
import { Box, Group, Text } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useId, useState } from 'react';

const STAR_COLOR = 'var(--mantine-color-yellow-7)';
/** A star of the form: a thumb's target on a phone. */
const STAR_TARGET_PX = 44;

/** A score as five stars, read out as 'Оценка 4,5 из 5'. */
export function Stars({ value, size = 16 }: { value: number; size?: number }) {
  const whole = Math.round(value);
  return (
    <Group
      component="span"
      gap={0}
      wrap="nowrap"
      role="img"
      aria-label={MSG_REVIEWS.scoreOf(value)}
    >
      {REVIEW_STARS.map((n) =>
        n <= whole ? (
          <IconStarFilled key={n} size={size} color={STAR_COLOR} aria-hidden />
        ) : (
          <IconStar key={n} size={size} color="var(--mantine-color-gray-6)" aria-hidden />
        ),
      )}
    </Group>
  );
}

type PickerProps = {
  /** The criterion's label: the group's name. */
  label: string;
  value: number | null;
  onChange: (value: number) => void;
  /** Marked as missing; `describedBy` names the message that says so. */
  invalid?: boolean;
  describedBy?: string;
};

/**
 * Stars from 1 to 5 for one criterion: a group of radio buttons under the criterion's label, each a
 * star of 44 px read out as '4 из 5' — a tap, a click, the arrow keys and a screen reader all work
 * as with any radio group.
 */
export function StarPicker({ label, value, onChange, invalid = false, describedBy }: PickerProps) {
  const name = useId();
  const [focused, setFocused] = useState<number | null>(null);
  return (
    <Box
      component="fieldset"
      m={0}
      p={0}
      style={{ border: 0, minWidth: 0 }}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? describedBy : undefined}
    >
      <Text component="legend" size="sm" fw={500} p={0} c={invalid ? 'red.8' : undefined}>
        {label}
      </Text>
      <Group gap={0} wrap="nowrap">
        {REVIEW_STARS.map((n) => {
          const full = value !== null && n <= value;
          return (
            <Box
              key={n}
              component="label"
              w={STAR_TARGET_PX}
              h={STAR_TARGET_PX}
              style={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                position: 'relative',
                cursor: 'pointer',
                borderRadius: 'var(--mantine-radius-sm)',
                outline:
                  focused === n ? '2px solid var(--mantine-primary-color-filled)' : undefined,
              }}
            >
              <input
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                aria-label={MSG_REVIEWS.starOf(n)}
                onChange={() => onChange(n)}
                onFocus={() => setFocused(n)}
                onBlur={() => setFocused(null)}
                style={{ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 }}
              />
              {full ? (
                <IconStarFilled size={28} color={STAR_COLOR} aria-hidden />
              ) : (
                <IconStar size={28} color="var(--mantine-color-gray-6)" aria-hidden />
              )}
            </Box>
          );
        })}
      </Group>
    </Box>
  );
}
