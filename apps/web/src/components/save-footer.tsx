import { Alert, Button, Group } from '@mantine/core';
import { ErrorList } from '@/components/error-list';

type Props = {
  /** What the last save was refused for. */
  errors: string[];
  /** The confirmation of the last save, while it shows. */
  saved: string | null;
  pending: boolean;
};

/** The foot of a cabinet form: why the save failed or that it worked, and 'Сохранить'. */
export function SaveFooter({ errors, saved, pending }: Props) {
  return (
    <>
      <ErrorList errors={errors} />
      {saved && (
        <Alert color="green" variant="light" role="status">
          {saved}
        </Alert>
      )}
      <Group>
        <Button type="submit" loading={pending}>
          Сохранить
        </Button>
      </Group>
    </>
  );
}
