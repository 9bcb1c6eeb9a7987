import { useRef, useState } from 'react';
import { firstErrorMessage, type UploadProgress } from '@/lib/api-client';

/** A file being sent, or one that failed and says why (until it is dismissed). */
export type PendingUpload = {
  key: number;
  name: string;
  progress: number;
  /** Its photo is being scaled down before it is sent. */
  preparing: boolean;
  error: string | null;
};

/** What a queue offers its list and its file button. */
export type UploadQueueState = {
  items: PendingUpload[];
  add: (files: File[]) => Promise<unknown>;
  dismiss: (key: number) => void;
  busy: boolean;
};

type Upload<A> = (file: File, onProgress: UploadProgress) => Promise<A>;

/**
 * Uploads several files at once, each with its own progress; a finished one is handed to `onDone`
 * and leaves the queue, a failed one stays with the server's first reason (else `failedText`).
 */
export function useUploadQueue<A>(
  upload: Upload<A>,
  onDone: (answer: A, file: File) => void,
  failedText: string,
): UploadQueueState {
  const [items, setItems] = useState<PendingUpload[]>([]);
  const nextKey = useRef(0);

  const patch = (key: number, change: Partial<PendingUpload>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const add = (files: File[]) =>
    Promise.all(
      files.map(async (file) => {
        const key = nextKey.current++;
        setItems((list) => [
          ...list,
          { key, name: file.name, progress: 0, preparing: false, error: null },
        ]);
        try {
          const answer = await upload(file, (progress, preparing = false) =>
            patch(key, { progress, preparing }),
          );
          setItems((list) => list.filter((item) => item.key !== key));
          // onDone updates through functional setters: a late answer still lands in the current draft.
          onDone(answer, file);
        } catch (failure) {
          patch(key, { error: firstErrorMessage(failure, failedText) });
        }
      }),
    );

  const dismiss = (key: number) => setItems((list) => list.filter((item) => item.key !== key));

  return { items, add, dismiss, busy: items.some((item) => item.error === null) };
}
