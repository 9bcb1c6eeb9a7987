import {
  DEAL_CONTRACT_NUMBER_MAX,
  DEAL_STEP_ACTIONS,
  MSG_DEAL_SCREENS,
  dealContractBody,
  type Deal,
} from '@podryad/domain';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ErrorList } from '@/components/error-list';
import { Modal } from '@/components/overlays';
import { ApiError, errorMessages } from '@/lib/api-client';
import { type Fields, issuesByField } from '@/lib/form';
import { useFillDealContract } from '@/features/deals/api/fill-deal-contract';
import { DealUploads, useDealUploads } from '@/features/deals/components/deal-uploads';

type Draft = {
  contract_number: string;
  contract_date: string;
  start_date: string;
  planned_finish: string;
};

const DATES: [keyof Draft, string][] = [
  ['contract_date', 'Дата договора'],
  ['start_date', 'Начало работ'],
  ['planned_finish', 'Плановое окончание'],
];

/**
 * The client's contract: its number and date, the start and the planned finish, and the signed
 * contract if at hand; filled from what was entered before, so it can be corrected until the
 * contractor confirms it. Dates are the phone's own date fields.
 */
export function ContractModal({
  deal,
  opened,
  onClose,
}: {
  deal: Deal;
  opened: boolean;
  onClose: () => void;
}) {
  const fill = useFillDealContract();
  const [draft, setDraft] = useState<Draft>({
    contract_number: deal.contract_number ?? '',
    contract_date: deal.contract_date ?? '',
    start_date: deal.start_date ?? '',
    planned_finish: deal.planned_finish ?? '',
  });
  // The signed contract entered before stays unless removed or replaced by a new upload.
  const [kept, setKept] = useState<string | null>(deal.contract_file);
  const upload = useDealUploads();
  const [errors, setErrors] = useState<Fields>({});
  const close = () => {
    fill.reset();
    setErrors({});
    onClose();
  };
  const change = (key: keyof Draft, value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors(({ [key]: _dropped, ...rest }) => rest);
  };
  const send = () => {
    const body = { ...draft, contract_file: upload.files[0]?.path ?? kept };
    const checked = dealContractBody.safeParse(body);
    if (!checked.success) {
      setErrors(issuesByField(checked.error.issues));
      return;
    }
    fill.mutate({ id: deal.id, body }, { onSuccess: close });
  };
  const error = fill.error;
  const fields = { ...(error instanceof ApiError ? error.fields : {}), ...errors };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Данные договора"
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
      centered
    >
      <Stack>
        <TextInput
          label="Номер договора"
          withAsterisk
          maxLength={DEAL_CONTRACT_NUMBER_MAX}
          value={draft.contract_number}
          onChange={(event) => change('contract_number', event.currentTarget.value)}
          error={fields.contract_number?.[0]}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {DATES.map(([key, label]) => (
            <TextInput
              key={key}
              type="date"
              label={label}
              withAsterisk
              value={draft[key]}
              onChange={(event) => change(key, event.currentTarget.value)}
              error={fields[key]?.[0]}
            />
          ))}
        </SimpleGrid>
        {kept && upload.files.length === 0 ? (
          <Group gap="sm" justify="space-between">
            <Text size="sm">{MSG_DEAL_SCREENS.contractFileLabel}: приложен</Text>
            <Button variant="subtle" color="red.9" onClick={() => setKept(null)}>
              Убрать договор
            </Button>
          </Group>
        ) : (
          <DealUploads
            draft={upload}
            label={MSG_DEAL_SCREENS.contractFileLabel}
            button={MSG_DEAL_SCREENS.attachContract}
            multiple={false}
            emptyText="Не приложен"
            error={fields.contract_file?.[0]}
          />
        )}
        {error && !(error instanceof ApiError && Object.keys(error.fields).length > 0) && (
          <ErrorList errors={errorMessages(error, MSG_DEAL_SCREENS.stepFailed)} />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Отмена
          </Button>
          <Button onClick={send} loading={fill.isPending} disabled={upload.uploads.busy}>
            {deal.contract_number ? MSG_DEAL_SCREENS.save : DEAL_STEP_ACTIONS.contract}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
