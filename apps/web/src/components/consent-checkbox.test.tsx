import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ConsentCheckbox } from '@/components/consent-checkbox';

function Consent() {
  const [checked, setChecked] = useState(false);
  return <ConsentCheckbox checked={checked} onChange={setChecked} />;
}

describe('ConsentCheckbox', () => {
  it('keeps the spec words as the name of the box', async () => {
    renderWithProviders(<Consent />);
    const box = screen.getByRole('checkbox', { name: 'Я согласен с Политикой конфиденциальности' });
    await userEvent.setup().click(box);
    expect(box).toBeChecked();
  });

  it('opens the policy from its words without ticking the box', async () => {
    renderWithProviders(<Consent />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Политикой конфиденциальности' }));
    const policy = await screen.findByRole('dialog', { name: 'Политика конфиденциальности' });
    expect(await within(policy).findByText('Какие данные мы храним')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { hidden: true })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Понятно' }));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });
});
