import {
  ComboboxChevron,
  getOptionsLockup,
  getParsedComboboxData,
  type SelectProps,
  TextInput,
} from '@mantine/core';
import { useCallback, useState } from 'react';
import { lazyModule, useLazyModule } from '@/lib/lazy-module';

/** Mantine's Select, whose code comes apart from the page's (lib/lazy-module). */
const selectCode = lazyModule(() => import('@/components/select-parts'));

/** The label of the option `value` among `data`, read as the Select reads them (groups too). */
function labelOf(data: SelectProps['data'], value: string | null | undefined) {
  if (!value) return '';
  return getOptionsLockup(getParsedComboboxData(data))[value]?.label ?? '';
}

/**
 * Mantine's Select, for a list's filter that stands on the list's first screen. Its code (the
 * combobox, its scroll area and Floating UI, which places the dropdown: about 40 KB compressed) is
 * not needed to show the list, so it loads apart, at idle after the first paint. Until it has come
 * the field is a read-only input that looks the same (its label, its value, the Select's chevron); a
 * press or the focus on it loads the code at once and puts the real field in its place, focused,
 * its dropdown open when it was pressed. Should that load fail, the next press tries again.
 */
export function DeferredSelect(props: SelectProps) {
  const [asked, setAsked] = useState<'no' | 'focus' | 'press'>('no');
  const notAsked = useCallback(() => setAsked('no'), []);
  const code = useLazyModule(selectCode, asked !== 'no', notAsked);
  if (code) {
    const { Select } = code;
    return (
      <Select
        {...props}
        autoFocus={asked !== 'no' || props.autoFocus}
        defaultDropdownOpened={asked === 'press' || props.defaultDropdownOpened}
      />
    );
  }
  return (
    <TextInput
      label={props.label}
      description={props.description}
      placeholder={props.placeholder}
      error={props.error}
      required={props.required}
      disabled={props.disabled}
      w={props.w}
      maw={props.maw}
      size={props.size}
      className={props.className}
      value={labelOf(props.data, props.value ?? props.defaultValue)}
      readOnly
      rightSection={<ComboboxChevron size={props.size} error={props.error} aria-hidden />}
      rightSectionPointerEvents="none"
      onClick={() => setAsked('press')}
      onFocus={() => setAsked((was) => (was === 'no' ? 'focus' : was))}
    />
  );
}
