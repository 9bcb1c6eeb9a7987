import { MSG_OUTCOME, OUTCOME_COMMENT_MAX } from '@podryad/domain';
import { Radio, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';

/**
 * The reason (required, from a fixed list) and the optional comment of an outcome, as the choice
 * of an executor and the closing of a tender both ask them. `take` answers what to send, or null
 * after marking the missing reason.
 */
export function useReason<R extends string>() {
  const [reason, setReason] = useState<R | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  return {
    reason,
    comment,
    missing,
    choose: (value: R) => {
      setReason(value);
      setMissing(false);
    },
    setComment,
    take: (): { reason: R; comment?: string } | null => {
      if (!reason) {
        setMissing(true);
        return null;
      }
      const text = comment.trim();
      return text ? { reason, comment: text } : { reason };
    },
    /** Forgets the missing mark (the modal was dismissed); `all` also clears the answers. */
    reset: (all = false) => {
      setMissing(false);
      if (all) {
        setReason(null);
        setComment('');
      }
    },
  };
}

type Props<R extends string> = {
  state: ReturnType<typeof useReason<R>>;
  reasons: readonly R[];
  labels: Record<R, string>;
  label: string;
  description?: string;
};

export function ReasonFields<R extends string>({
  state,
  reasons,
  labels,
  label,
  description,
}: Props<R>) {
  return (
    <>
      <Radio.Group
        label={label}
        description={description}
        withAsterisk
        value={state.reason}
        onChange={(value) => state.choose(value as R)}
        error={state.missing ? MSG_OUTCOME.reasonRequired : undefined}
      >
        <Stack gap="xs" mt="xs">
          {reasons.map((r) => (
            <Radio key={r} value={r} label={labels[r]} />
          ))}
        </Stack>
      </Radio.Group>
      <Textarea
        label={MSG_OUTCOME.comment}
        value={state.comment}
        onChange={(e) => state.setComment(e.currentTarget.value)}
        maxLength={OUTCOME_COMMENT_MAX}
        rows={3}
      />
    </>
  );
}
