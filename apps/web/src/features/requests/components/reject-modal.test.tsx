import { CLIENT_REJECT_REASONS, CONTRACTOR_REJECT_REASONS } from '@podryad/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { RejectModal } from '@/features/requests/components/reject-modal';

function setup() {
  const onSubmit = vi.fn();
  renderWithProviders(
    <RejectModal opened reasons={CLIENT_REJECT_REASONS} onClose={() => {}} onSubmit={onSubmit} />,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('RejectModal', () => {
  it('offers the five reasons and sends the chosen one', async () => {
    const { onSubmit, user } = setup();
    expect(await screen.findByRole('dialog', { name: 'Укажите причину отказа' })).toBeVisible();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    const send = screen.getByRole('button', { name: 'Отказать' });
    expect(send).toBeDisabled();
    expect(screen.queryByLabelText('Кратко опишите причину')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Юридические проблемы' }));
    await user.click(send);
    expect(onSubmit).toHaveBeenCalledWith('Юридические проблемы');
  });

  it("sends the free text of 'Другая причина'", async () => {
    const { onSubmit, user } = setup();
    await user.click(await screen.findByRole('radio', { name: 'Другая причина' }));
    await user.type(screen.getByLabelText('Кратко опишите причину'), '  Сроки не подходят  ');
    await user.click(screen.getByRole('button', { name: 'Отказать' }));
    expect(onSubmit).toHaveBeenCalledWith('Сроки не подходят');
  });

  it("sends 'Другая причина' itself when the text is left empty", async () => {
    const { onSubmit, user } = setup();
    await user.click(await screen.findByRole('radio', { name: 'Другая причина' }));
    await user.click(screen.getByRole('button', { name: 'Отказать' }));
    expect(onSubmit).toHaveBeenCalledWith('Другая причина');
  });

  it("offers a contractor's reasons under the contractor's button", async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <RejectModal
        opened
        reasons={CONTRACTOR_REJECT_REASONS}
        submitLabel="Отклонить"
        onClose={() => {}}
        onSubmit={onSubmit}
      />,
    );
    await user.click(await screen.findByRole('radio', { name: 'Сжатые сроки' }));
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.queryByRole('radio', { name: 'Юридические проблемы' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отклонить' }));
    expect(onSubmit).toHaveBeenCalledWith('Сжатые сроки');
  });
});
