import { MSG, innPasses } from '@podryad/domain';
import { Text, type TextProps } from '@mantine/core';

/**
 * Beside a company's INN: says that the number did not pass the check of its check digits (a
 * profile saved before the check may hold one). Nothing for a number that passes or for none.
 */
export function InnNote({ inn, ...props }: { inn: string | null | undefined } & TextProps) {
  if (!inn || innPasses(inn)) return null;
  return (
    <Text component="span" display="block" size="sm" c="red.8" {...props}>
      {MSG.innUnchecked}
    </Text>
  );
}

/** A company's INN as a page shows it: the number, and under it the note when it fails the check. */
export function InnShown({ inn }: { inn: string }) {
  if (innPasses(inn)) return inn;
  return (
    <>
      <span>{inn}</span>
      <InnNote inn={inn} />
    </>
  );
}
