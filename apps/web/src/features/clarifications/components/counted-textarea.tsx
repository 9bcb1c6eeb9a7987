import { MSG_QUESTIONS } from '@podryad/domain';
import { Text, Textarea, type TextareaProps } from '@mantine/core';

type Props = Omit<TextareaProps, 'value' | 'onChange' | 'maxLength'> & {
  value: string;
  onChange: (value: string) => void;
  max: number;
};

/** A text of at most `max` characters with its count under it ('120 / 2000'). */
export function CountedTextarea({ value, onChange, max, ...rest }: Props) {
  return (
    <div>
      <Textarea
        rows={4}
        maxLength={max}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        {...rest}
      />
      <Text size="xs" c="gray.7" ta="right" mt={4} aria-hidden>
        {MSG_QUESTIONS.counter(value.length, max)}
      </Text>
    </div>
  );
}
