import type { User } from '@podryad/domain';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Modal } from '@/components/overlays';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { CodeStep } from '@/components/code-step';
import { ConsentCheckbox } from '@/components/consent-checkbox';
import { ErrorList } from '@/components/error-list';
import { errorMessages } from '@/lib/api-client';
import { useSession } from '@/stores/session';

export type ContactStep = 'initial' | 'code' | 'newContact' | 'confirmNew';

const PREVIOUS: Record<ContactStep, ContactStep> = {
  initial: 'initial',
  code: 'initial',
  newContact: 'code',
  confirmNew: 'newContact',
};

/** The new contact's field as the kind draws it; `clearError` when the user edits what failed. */
type FieldProps<Draft> = {
  draft: Draft;
  setDraft: (draft: Draft) => void;
  clearError: () => void;
  error: string | null;
};

/**
 * What a contact kind (phone or e-mail) brings to the change wizard: its texts, the field of the new
 * contact (typed as `Draft` until it is checked) and its four calls.
 */
export type ContactKind<Draft> = {
  /** The user's field that holds the contact. */
  field: 'email' | 'phone';
  /** The contact as shown to the user, e.g. the formatted phone. */
  show: (contact: string) => string;
  titles: Record<ContactStep, string>;
  /** The first step's text, followed by the current contact. */
  intro: string;
  /** A line above the new contact's field, if any. */
  hint?: string;
  emptyDraft: Draft;
  Field: (props: FieldProps<Draft>) => ReactNode;
  /** Whether 'Продолжить' may be pressed once the consent is given. */
  ready: (draft: Draft) => boolean;
  /** The new contact, or why the draft is not one. */
  parse: (draft: Draft) => { contact: string } | { error: string };
  requestConfirm: () => Promise<{ code?: string }>;
  confirm: (code: string) => Promise<{ message: string }>;
  /** Shown after the current contact is confirmed when the server says nothing. */
  confirmedFallback: string | null;
  requestChange: (contact: string) => Promise<{ code?: string }>;
  verifyChange: (contact: string, code: string) => Promise<{ user: User }>;
  /** The success message once the new contact is stored. */
  changed: string;
};

export type ContactChangeProps = {
  opened: boolean;
  onClose: () => void;
  /** Called with the success message once the new contact is stored. */
  onChanged: (message: string) => void;
};

/**
 * The phone or e-mail change: initial -> code (the current contact) ->
 * newContact -> confirmNew (the new contact); back goes the reverse way, closing starts over.
 */
export function ContactChangeModal<Draft>({
  kind,
  opened,
  onClose,
  onChanged,
}: ContactChangeProps & { kind: ContactKind<Draft> }) {
  const current = useSession((s) => s.user?.[kind.field] ?? '');
  const setUser = useSession((s) => s.setUser);
  const [step, setStep] = useState<ContactStep>('initial');
  // Codes the server showed us (outside production); kept only in memory.
  const [devCode, setDevCode] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const [draft, setDraft] = useState(kind.emptyDraft);
  const [consent, setConsent] = useState(false);
  const [newContact, setNewContact] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const sendCurrent = useMutation({ mutationFn: kind.requestConfirm });
  const sendNew = useMutation({ mutationFn: kind.requestChange });

  const go = (next: ContactStep) => {
    setErrors([]);
    setFieldError(null);
    setStep(next);
  };

  const close = () => {
    go('initial');
    setDevCode(null);
    setConfirmed(null);
    setDraft(kind.emptyDraft);
    setConsent(false);
    setNewContact('');
    onClose();
  };

  const sendCurrentCode = () =>
    sendCurrent.mutate(undefined, {
      onSuccess: ({ code }) => {
        setDevCode(code ?? null);
        go('code');
      },
      onError: (error) => setErrors(errorMessages(error)),
    });

  const submitNewContact = (event: FormEvent) => {
    event.preventDefault();
    setErrors([]);
    const parsed = kind.parse(draft);
    if ('error' in parsed) {
      setFieldError(parsed.error);
      return;
    }
    setFieldError(null);
    sendNew.mutate(parsed.contact, {
      onSuccess: ({ code }) => {
        setDevCode(code ?? null);
        setNewContact(parsed.contact);
        go('confirmNew');
      },
      onError: (error) => setErrors(errorMessages(error)),
    });
  };

  return (
    <Modal opened={opened} onClose={close} title={kind.titles[step]} centered>
      <Stack>
        {step !== 'initial' && (
          <Group>
            <Anchor component="button" type="button" size="sm" onClick={() => go(PREVIOUS[step])}>
              ← Назад
            </Anchor>
          </Group>
        )}

        {step === 'initial' && (
          <>
            <Text size="sm">
              {kind.intro} <b>{kind.show(current)}</b>.
            </Text>
            <ErrorList errors={errors} />
            <Button onClick={sendCurrentCode} loading={sendCurrent.isPending}>
              Отправить код
            </Button>
          </>
        )}

        {step === 'code' && (
          <CodeStep
            sentTo={<b>{kind.show(current)}</b>}
            devCode={devCode}
            verify={async (code) => {
              const answer = await kind.confirm(code);
              setConfirmed(answer.message || kind.confirmedFallback);
              setDevCode(null);
              go('newContact');
            }}
            resend={async () => {
              const answer = await kind.requestConfirm();
              setDevCode(answer.code ?? null);
            }}
          />
        )}

        {step === 'newContact' && (
          <form onSubmit={submitNewContact} noValidate>
            <Stack>
              {confirmed && (
                <Alert color="green" variant="light">
                  {confirmed}
                </Alert>
              )}
              {kind.hint && (
                <Text size="sm" c="dimmed">
                  {kind.hint}
                </Text>
              )}
              <kind.Field
                draft={draft}
                setDraft={setDraft}
                clearError={() => setFieldError(null)}
                error={fieldError}
              />
              <ConsentCheckbox checked={consent} onChange={setConsent} />
              <ErrorList errors={errors} />
              <Button
                type="submit"
                disabled={!consent || !kind.ready(draft)}
                loading={sendNew.isPending}
              >
                Продолжить
              </Button>
            </Stack>
          </form>
        )}

        {step === 'confirmNew' && (
          <CodeStep
            sentTo={<b>{kind.show(newContact)}</b>}
            devCode={devCode}
            verify={async (code) => {
              const { user } = await kind.verifyChange(newContact, code);
              setUser(user);
              onChanged(kind.changed);
              close();
            }}
            resend={async () => {
              const answer = await kind.requestChange(newContact);
              setDevCode(answer.code ?? null);
            }}
          />
        )}
      </Stack>
    </Modal>
  );
}
