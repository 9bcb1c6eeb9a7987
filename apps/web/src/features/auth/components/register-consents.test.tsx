import { LEGAL_VERSIONS, MSG_CONSENTS } from '@podryad/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/stores/session';
import { json, renderWithProviders, seedSession, serveFetch } from '@/test/render';
import { RegisterWizard } from '@/features/auth/components/register-wizard';

const UUID = '6f1c2b9e-8a4d-4e2f-9b3a-1c2d3e4f5a6b';
const POLICY = 'Я согласен с Политикой конфиденциальности';

function renderPhoneStep() {
  renderWithProviders(<RegisterWizard />, { route: '/auth/register' });
  return {
    user: userEvent.setup(),
    policy: screen.getByRole('checkbox', { name: POLICY }),
    processing: screen.getByRole('checkbox', { name: MSG_CONSENTS.processingLabel }),
    distribution: screen.getByRole('checkbox', { name: MSG_CONSENTS.distributionLabel }),
    submit: screen.getByRole('button', { name: 'Продолжить' }),
  };
}

describe('RegisterWizard, the consents of the phone step', () => {
  let calls: ReturnType<typeof serveFetch>['calls'];
  beforeEach(() => {
    seedSession();
    ({ calls } = serveFetch({
      'POST /api/register/phone/request-code': () => json(200, { uuid: UUID, code: '123456' }),
    }));
  });

  it('asks each consent in a box of its own, none ticked', () => {
    const { policy, processing, distribution } = renderPhoneStep();
    expect(policy).not.toBeChecked();
    expect(processing).not.toBeChecked();
    expect(distribution).not.toBeChecked();
  });

  it('goes on only with the policy and the processing consent ticked, and sends the consent', async () => {
    const { user, policy, processing, submit } = renderPhoneStep();
    await user.type(screen.getByLabelText('Номер телефона'), '9161234567');
    await user.click(policy);
    expect(submit).toBeDisabled();
    await user.click(processing);
    expect(submit).toBeEnabled();
    await user.click(submit);

    await waitFor(() => expect(useSession.getState().registerStep).toBe('phonecode'));
    expect(calls[0]!.body).toEqual({
      phone: '+79161234567',
      consents: [{ document: 'processing', version: LEGAL_VERSIONS.processing }],
    });
    expect(useSession.getState().registerConsents).toEqual(['processing']);
  });

  it('sends the consent to showing the contacts when it is ticked', async () => {
    const { user, policy, processing, distribution, submit } = renderPhoneStep();
    await user.type(screen.getByLabelText('Номер телефона'), '9161234567');
    await user.click(policy);
    await user.click(processing);
    await user.click(distribution);
    await user.click(submit);

    await waitFor(() => expect(useSession.getState().registerStep).toBe('phonecode'));
    expect(calls[0]!.body).toMatchObject({
      consents: [
        { document: 'processing', version: LEGAL_VERSIONS.processing },
        { document: 'distribution', version: LEGAL_VERSIONS.distribution },
      ],
    });
  });

  it('opens the consent’s text from its words without ticking it or losing the number', async () => {
    const { user, processing } = renderPhoneStep();
    await user.type(screen.getByLabelText('Номер телефона'), '9161234567');
    await user.click(screen.getByRole('button', { name: MSG_CONSENTS.processingLink }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Согласие на обработку персональных данных',
    });
    expect(await within(dialog).findByText('Как отозвать')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Открыть в новой вкладке' })).toHaveAttribute(
      'href',
      '/legal/processing',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Понятно' }));
    expect(processing).not.toBeChecked();
    expect(screen.getByLabelText('Номер телефона')).not.toHaveValue('');
  });
});
