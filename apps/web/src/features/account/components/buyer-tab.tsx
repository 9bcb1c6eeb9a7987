import {
  BUYER_NAME_MAX,
  type Buyer,
  type BuyerKind,
  INN_MAX_LENGTH,
  MSG_BUYER,
  buyerBody,
  innProblem,
  sanitizeInn,
} from '@podryad/domain';
import { Button, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ErrorList } from '@/components/error-list';
import { LoadFailure, readFailure } from '@/components/load-failure';
import { Loading } from '@/components/loading';
import { RegistryCard } from '@/components/registry-card';
import { ApiError, errorMessages } from '@/lib/api-client';
import { type Fields, issuesByField, withoutField } from '@/lib/form';
import { PHONE_TOUCH_HEIGHT } from '@/lib/touch-target';
import { useBuyer } from '@/features/account/api/get-buyer';
import { useSaveBuyer } from '@/features/account/api/save-buyer';

/**
 * The client cabinet's tab 'Компания-заказчик': whom the client buys for — itself, or a company by
 * name and INN — and, for a company saved, what the register says of its INN. `onSaved` shows the
 * cabinet's banner.
 */
export function BuyerTab({ onSaved }: { onSaved: (message: string) => void }) {
  const query = useBuyer();
  const failure = readFailure(query);
  if (failure !== null) return <LoadFailure query={query} fallback={MSG_BUYER.loadFailed} />;
  if (query.data === undefined) return <Loading />;
  const stored = query.data;
  return (
    <Stack component="section" aria-labelledby="buyer-title">
      <Title order={3} id="buyer-title">
        {MSG_BUYER.title}
      </Title>
      <Text size="sm" c="gray.7">
        {MSG_BUYER.tabHint}
      </Text>
      {stored === null && <Text fw={500}>{MSG_BUYER.notStated}</Text>}
      <BuyerForm stored={stored} onSaved={onSaved} />
      {stored?.kind === 'company' && (
        <RegistryCard registry={stored.registry} givenNames={[stored.name]} />
      )}
    </Stack>
  );
}

/**
 * The form: 'Для себя' or 'Для компании' with the company's name and INN. The INN keeps digits
 * only, at most 12, and says what is wrong with it once it is left or complete (its length, zeros
 * only, its check digits). A refused save keeps everything typed and says why.
 */
function BuyerForm({ stored, onSaved }: { stored: Buyer; onSaved: (message: string) => void }) {
  const [kind, setKind] = useState<BuyerKind | ''>(stored?.kind ?? '');
  const [name, setName] = useState(stored?.kind === 'company' ? stored.name : '');
  const [inn, setInn] = useState(stored?.kind === 'company' ? stored.inn : '');
  const [innChecked, setInnChecked] = useState(inn !== '');
  const [fields, setFields] = useState<Fields>({});
  const [errors, setErrors] = useState<string[]>([]);
  const save = useSaveBuyer();

  const innError = (inn && innChecked && innProblem(inn)) || fields.inn?.[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors([]);
    const parsed = buyerBody.safeParse(
      // An empty INN is missing, not one of the wrong digits.
      kind === 'company' ? { kind, name, inn: inn || undefined } : kind ? { kind } : {},
    );
    if (!parsed.success) {
      setFields(issuesByField(parsed.error.issues));
      setInnChecked(true);
      return;
    }
    setFields({});
    save.mutate(parsed.data, {
      onSuccess: () => onSaved(MSG_BUYER.saved),
      onError: (error) => {
        if (error instanceof ApiError) setFields(error.fields);
        setErrors(errorMessages(error, MSG_BUYER.saveFailed));
      },
    });
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Radio.Group
            label={MSG_BUYER.kindLabel}
            value={kind}
            onChange={(value) => {
              setKind(value as BuyerKind);
              setFields((given) => withoutField(given, 'kind'));
            }}
            error={fields.kind?.[0]}
          >
            <Stack gap="sm" mt="xs">
              {(['self', 'company'] as const).map((k) => (
                <Radio key={k} value={k} label={MSG_BUYER.kinds[k]} size="md" />
              ))}
            </Stack>
          </Radio.Group>
          {kind === 'company' && (
            <>
              <TextInput
                label={MSG_BUYER.name}
                description={MSG_BUYER.nameHint}
                withAsterisk
                maxLength={BUYER_NAME_MAX}
                value={name}
                onChange={(event) => {
                  setName(event.currentTarget.value);
                  setFields((given) => withoutField(given, 'name'));
                }}
                error={fields.name?.[0]}
              />
              <TextInput
                label={MSG_BUYER.inn}
                description={MSG_BUYER.innHint}
                withAsterisk
                inputMode="numeric"
                autoComplete="off"
                value={inn}
                onChange={(event) => {
                  const next = sanitizeInn(event.currentTarget.value);
                  if (!next) setInnChecked(false);
                  else if (next.length === INN_MAX_LENGTH) setInnChecked(true);
                  setInn(next);
                  setFields((given) => withoutField(given, 'inn'));
                }}
                onBlur={inn ? () => setInnChecked(true) : undefined}
                error={innError || undefined}
              />
            </>
          )}
          <ErrorList errors={errors} />
          <Group>
            <Button type="submit" loading={save.isPending} mih={PHONE_TOUCH_HEIGHT}>
              {MSG_BUYER.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
