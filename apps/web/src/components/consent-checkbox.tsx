import { Checkbox } from '@mantine/core';

/** The privacy-policy consent of every step that takes a new phone or e-mail. */
export function ConsentCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox
      label="Я согласен с Политикой конфиденциальности"
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
