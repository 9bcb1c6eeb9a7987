import { LEGAL_VERSIONS, type LegalDocument, formatDate } from '@podryad/domain';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { Suspense, lazy, useEffect, useState } from 'react';
import { loadLegalText } from '@/components/legal-texts';

const MarkdownText = lazy(() => import('@/components/markdown-text'));

const spinner = (
  <Center py="lg">
    <Loader size="sm" aria-label="Загрузка текста" />
  </Center>
);

/**
 * A legal document's text under its edition's date (the one place the date is kept: the domain's
 * LEGAL_VERSIONS), loaded when shown; a failed load says so and can be tried again.
 */
export function LegalText({ document }: { document: LegalDocument }) {
  const [text, setText] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadLegalText[document]().then(
      (loaded) => live && setText(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [document, attempt]);
  if (failed) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text c="red" size="sm">
          Не удалось загрузить текст. Проверьте соединение с интернетом.
        </Text>
        <Button
          variant="light"
          size="xs"
          onClick={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          Повторить
        </Button>
      </Stack>
    );
  }
  if (text === null) return spinner;
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        Редакция от {formatDate(LEGAL_VERSIONS[document])}
      </Text>
      <Suspense fallback={spinner}>
        <MarkdownText source={text} />
      </Suspense>
    </Stack>
  );
}
