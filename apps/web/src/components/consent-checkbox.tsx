import { Anchor, Checkbox } from '@mantine/core';
import { useState, type MouseEvent } from 'react';
import { PrivacyPolicyModal } from '@/components/privacy-policy-modal';

/**
 * The privacy-policy consent of every step that takes a new phone or e-mail. Its words 'Политикой
 * конфиденциальности' open the policy in a dialog; pressing them does not tick the box.
 */
export function ConsentCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const [policy, setPolicy] = useState(false);
  const openPolicy = (event: MouseEvent) => {
    // A press inside the label would otherwise tick or untick the box.
    event.preventDefault();
    event.stopPropagation();
    setPolicy(true);
  };
  return (
    <>
      <Checkbox
        label={
          <>
            Я согласен с{' '}
            <Anchor component="button" type="button" inherit onClick={openPolicy}>
              Политикой конфиденциальности
            </Anchor>
          </>
        }
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <PrivacyPolicyModal opened={policy} onClose={() => setPolicy(false)} />
    </>
  );
}
