import {
  MSG_ADDENDA,
  MSG_TENDERS,
  addendumValueText,
  type Addendum,
  type AddendumChange,
} from '@podryad/domain';
import { Alert, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { downloadFile } from '@/lib/download';
import { SectionCard } from '@/components/section-card';

/** A value this long (or with a line break) reads as a block: the old one folded, the new below. */
const LONG_VALUE = 80;

/**
 * 'Изменения тендера': the tender's addenda, newest first, each with its number and time, the
 * client's note, what changed (before → after) and the documents added (to download) and removed.
 * Nothing while the tender has none. Both sides read it the same way.
 */
export function AddendaSection({ addenda }: { addenda: readonly Addendum[] }) {
  const [error, setError] = useState<string | null>(null);
  if (addenda.length === 0) return null;

  const download = async (path: string, name: string) => {
    setError(null);
    try {
      await downloadFile(path, name);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : MSG_TENDERS.downloadFailed);
    }
  };

  return (
    <SectionCard labelledBy="addenda-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="addenda-title">
          {MSG_ADDENDA.title}
        </Title>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Stack component="ol" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
          {[...addenda].reverse().map((addendum) => (
            <AddendumItem
              key={addendum.number}
              addendum={addendum}
              onDownload={(path, name) => void download(path, name)}
            />
          ))}
        </Stack>
      </Stack>
    </SectionCard>
  );
}

function AddendumItem({
  addendum,
  onDownload,
}: {
  addendum: Addendum;
  onDownload: (path: string, name: string) => void;
}) {
  return (
    <Stack
      component="li"
      gap="xs"
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      data-testid="addendum"
    >
      <Title order={3} size="h5">
        {MSG_ADDENDA.heading(addendum.number, addendum.at)}
      </Title>
      <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {addendum.note ? (
          <>
            <Text span inherit fw={600}>
              {MSG_ADDENDA.note}:
            </Text>{' '}
            {addendum.note}
          </>
        ) : (
          <Text span inherit c="gray.7">
            {MSG_ADDENDA.noNote}
          </Text>
        )}
      </Text>
      {addendum.changes.length > 0 && (
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
          {addendum.changes.map((change) => (
            <ChangeLine key={change.field} change={change} />
          ))}
        </Stack>
      )}
      {addendum.files_added.length > 0 && (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {MSG_ADDENDA.filesAdded}
          </Text>
          <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
            {addendum.files_added.map((file, i) => (
              <li key={`${file.path ?? ''}:${file.name}:${i}`}>
                {file.path ? (
                  <UnstyledButton
                    mih={24}
                    onClick={() => onDownload(file.path!, file.name)}
                    aria-label={MSG_ADDENDA.download(file.name)}
                    style={{ maxWidth: '100%' }}
                  >
                    <Text size="sm" fw={500} c="blue.8" style={{ overflowWrap: 'anywhere' }}>
                      {file.name}
                    </Text>
                  </UnstyledButton>
                ) : (
                  // Added, then removed by a later addendum: its name alone.
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {file.name}
                  </Text>
                )}
              </li>
            ))}
          </Stack>
        </Stack>
      )}
      {addendum.files_removed.length > 0 && (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {MSG_ADDENDA.filesRemoved}
          </Text>
          <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
            {addendum.files_removed.map((file, i) => (
              <Text
                key={`${file.name}:${i}`}
                component="li"
                size="sm"
                c="gray.7"
                td="line-through"
                style={{ overflowWrap: 'anywhere' }}
              >
                {file.name}
              </Text>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * One change: 'Дата начала: 01.12.2026 → 15.12.2026' on a line; a long text (the description)
 * as a block, the old text folded under 'Прежний текст' and the new one in full.
 */
function ChangeLine({ change }: { change: AddendumChange }) {
  const before = addendumValueText(change.field, change.before);
  const after = addendumValueText(change.field, change.after);
  const long = [before, after].some((v) => v.length > LONG_VALUE || v.includes('\n'));
  const wrap = { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' } as const;
  if (!long) {
    return (
      <Text component="li" size="sm" style={wrap}>
        <Text span inherit c="gray.7">
          {change.label}:
        </Text>{' '}
        {before} → {after}
      </Text>
    );
  }
  return (
    <Stack component="li" gap={4}>
      <Text size="sm" c="gray.7">
        {change.label}
      </Text>
      <details>
        <summary
          style={{
            cursor: 'pointer',
            minHeight: 24,
            display: 'list-item',
            color: 'var(--mantine-color-blue-8)',
            fontSize: 'var(--mantine-font-size-sm)',
          }}
        >
          {MSG_ADDENDA.beforeText}
        </summary>
        <Text size="sm" c="gray.7" mt={4} style={wrap}>
          {before}
        </Text>
      </details>
      <Text size="sm" style={wrap}>
        <Text span inherit fw={600}>
          {MSG_ADDENDA.after}:
        </Text>{' '}
        {after}
      </Text>
    </Stack>
  );
}
