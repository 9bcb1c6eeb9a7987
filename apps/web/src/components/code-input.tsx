import { CODE_LENGTH } from '@podryad/domain';
import { Group, TextInput } from '@mantine/core';
import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';

type Props = {
  /** Called once with the six digits as soon as every box is filled. */
  onComplete: (code: string) => void;
  disabled?: boolean;
  error?: boolean;
};

/**
 * Six single-digit boxes: non-digits are dropped, focus moves on, backspace on an empty
 * box goes back, a pasted code fills them all, and the code is submitted when the last box is filled.
 * Remount it (change its key) to clear it.
 */
export function CodeInput({ onComplete, disabled, error }: Props) {
  const [digits, setDigits] = useState<string[]>(() => Array(CODE_LENGTH).fill(''));
  const refs = useRef<(HTMLInputElement | null)[]>([]);

  const update = (next: string[], focus: number) => {
    setDigits(next);
    refs.current[Math.min(focus, CODE_LENGTH - 1)]?.focus();
    if (next.every((d) => d !== '')) onComplete(next.join(''));
  };

  const fill = (index: number, typed: string) => {
    const incoming = typed.replace(/\D/g, '');
    if (!incoming) return;
    const next = [...digits];
    let i = index;
    for (const digit of incoming.slice(0, CODE_LENGTH - index)) next[i++] = digit;
    update(next, i);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      setDigits(next);
      refs.current[index - 1]?.focus();
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  return (
    <Group gap="xs" justify="center" wrap="nowrap">
      {digits.map((digit, index) => (
        <TextInput
          key={index}
          ref={(el) => {
            refs.current[index] = el;
          }}
          aria-label={`Цифра ${index + 1} из ${CODE_LENGTH}`}
          value={digit}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          autoFocus={index === 0}
          disabled={disabled}
          error={error}
          w={48}
          styles={{ input: { textAlign: 'center', fontSize: 22, height: 52 } }}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (value === '') {
              const next = [...digits];
              next[index] = '';
              setDigits(next);
            } else {
              // The box may hold the old digit plus the new one: keep what was typed last.
              fill(index, value.length > 1 && digit ? value.replace(digit, '') : value);
            }
          }}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.currentTarget.select()}
        />
      ))}
    </Group>
  );
}
