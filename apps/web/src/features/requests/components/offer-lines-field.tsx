import { MSG_OFFERS, OFFER_LINES_MAX, OFFER_LINE_MAX } from '@podryad/domain';
import { ActionIcon, Button, Fieldset, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';

type Props = {
  /** The list's name: its legend, and with a line's number that line's name. */
  label: string;
  lines: string[];
  onChange: (lines: string[]) => void;
  error?: string;
};

/** Lines of an offer ('Включено в стоимость', 'Не включено в стоимость'), added and removed one by one. */
export function OfferLinesField({ label, lines, onChange, error }: Props) {
  const set = (index: number, value: string) =>
    onChange(lines.map((line, i) => (i === index ? value : line)));
  return (
    <Fieldset legend={label} variant="unstyled">
      <Stack gap="xs">
        {lines.map((line, index) => (
          // Lines have no identity of their own; the inputs are controlled, so an index keeps them right.
          <Group key={index} gap="xs" wrap="nowrap">
            <TextInput
              aria-label={`${label} ${index + 1}`}
              value={line}
              maxLength={OFFER_LINE_MAX}
              onChange={(event) => set(index, event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={`${MSG_OFFERS.lineRemove} ${index + 1}`}
              onClick={() => onChange(lines.filter((_, i) => i !== index))}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {error && <Input.Error>{error}</Input.Error>}
        <div>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={lines.length >= OFFER_LINES_MAX}
            onClick={() => onChange([...lines, ''])}
          >
            {MSG_OFFERS.lineAdd}
          </Button>
        </div>
      </Stack>
    </Fieldset>
  );
}
