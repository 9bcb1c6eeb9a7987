import { Badge, Button, Checkbox, Collapse, Paper, Stack } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { DeferredSelect } from '@/components/deferred-select';
import { useIsPhone } from '@/lib/use-is-phone';

type Props<T extends string> = {
  regions: readonly string[];
  region: string | null;
  onRegion: (region: string | null) => void;
  /** The checkbox group: its label, its options and the ticked ones. */
  checksLabel: string;
  options: readonly { value: T; label: string }[];
  checked: T[];
  onChecked: (checked: T[]) => void;
  onApply: () => void;
  onReset: () => void;
  nothingFound?: string;
  /** Above the filters, e.g. a create button. */
  children?: ReactNode;
  /** More fields under the checkboxes (an order, a switch), and how many of them are set. */
  extra?: ReactNode;
  extraChosen?: number;
};

/**
 * The left filter panel of the lists (projects, the directory, the contractor's tenders): a region,
 * a group of checkboxes, applied by 'Показать' and cleared by 'Сбросить фильтры'. On a phone the
 * panel stands above the list, so its fields fold behind a 'Фильтры' button (what is above them,
 * such as a create button, stays in view) and fold again once applied: the list starts on the
 * first screen.
 */
export function FilterPanel<T extends string>(props: Props<T>) {
  const { regions, region, onRegion, checksLabel, options, checked, onChecked } = props;
  const isPhone = useIsPhone();
  const [unfolded, setUnfolded] = useState(false);
  const fieldsId = useId();
  // What the panel holds (once applied, what the list shows), counted on the folded button.
  const chosen = (region ? 1 : 0) + checked.length + (props.extraChosen ?? 0);
  const fields = (
    <Stack>
      <DeferredSelect
        label="Регион"
        placeholder="Выберите регион"
        data={regions as string[]}
        value={region}
        onChange={onRegion}
        searchable
        clearable
        nothingFoundMessage={props.nothingFound ?? 'Регион не найден'}
      />
      <Checkbox.Group
        label={checksLabel}
        value={checked}
        onChange={(values) => onChecked(values as T[])}
      >
        <Stack gap="xs" mt="xs">
          {options.map((option) => (
            <Checkbox key={option.value} value={option.value} label={option.label} />
          ))}
        </Stack>
      </Checkbox.Group>
      {props.extra}
      <Button
        variant="filled"
        onClick={() => {
          props.onApply();
          setUnfolded(false);
        }}
      >
        Показать
      </Button>
      <Button variant="default" onClick={props.onReset}>
        Сбросить фильтры
      </Button>
    </Stack>
  );
  return (
    <Paper withBorder radius="lg" p="md" component="aside" aria-label="Фильтры">
      <Stack>
        {props.children}
        {isPhone ? (
          <>
            <Button
              variant="default"
              aria-expanded={unfolded}
              aria-controls={fieldsId}
              onClick={() => setUnfolded(!unfolded)}
              aria-label={chosen > 0 ? `Фильтры, выбрано: ${chosen}` : 'Фильтры'}
              leftSection={
                chosen > 0 && (
                  <Badge circle aria-hidden>
                    {chosen}
                  </Badge>
                )
              }
              rightSection={
                <IconChevronDown
                  size={18}
                  aria-hidden
                  style={{ transform: unfolded ? 'rotate(180deg)' : undefined }}
                />
              }
            >
              Фильтры
            </Button>
            <Collapse expanded={unfolded} id={fieldsId}>
              {fields}
            </Collapse>
          </>
        ) : (
          fields
        )}
      </Stack>
    </Paper>
  );
}
