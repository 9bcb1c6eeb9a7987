import { Button } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';

const HEADER = 'var(--app-shell-header-height, 0px)';

/**
 * The props of the detail's column: scrolled to, it stops below the fixed header of the cabinet;
 * below the list (under `md`) it is at least a screen high, so that it can reach the top of the
 * screen while its content still loads.
 */
export const DETAIL_COLUMN = {
  style: { scrollMarginTop: `calc(${HEADER} + var(--mantine-spacing-sm))` } as CSSProperties,
  mih: { base: `calc(100dvh - ${HEADER})`, md: 0 },
};

/** The list stands above the detail (a narrow screen) rather than beside it. */
export const stacked = (list: Element, detail: Element) =>
  detail.getBoundingClientRect().top >= list.getBoundingClientRect().bottom - 1;

const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/** Gives `element` the focus without scrolling to it, focusable by script only when it is not already. */
function focusQuietly(element: HTMLElement | null) {
  if (!element) return;
  if (!element.matches('a[href], button, [tabindex]')) element.tabIndex = -1;
  element.focus({ preventScroll: true });
}

/**
 * A list and the detail of its selected item, side by side on a wide screen and one above the other
 * on a narrow one, where a tap on a card would change what is far below the fold. Called with the
 * tap, `reveal(key)` waits until the detail shows the item `key` (at once when it already does),
 * then, only when the detail stands below the list, scrolls it to the top of the screen and gives
 * its first heading the focus. `backToList()` returns to the selected card (`aria-pressed`).
 * Side by side nothing moves.
 */
export function useMasterDetail<K>(shownKey: K) {
  const listRef = useRef<HTMLDivElement>(null);
  const detailRef = useRef<HTMLDivElement>(null);
  const wanted = useRef<{ key: K } | null>(null);
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    const ask = wanted.current;
    const list = listRef.current;
    const detail = detailRef.current;
    if (!ask || ask.key !== shownKey || !list || !detail) return;
    wanted.current = null;
    if (!stacked(list, detail)) return;
    detail.scrollIntoView({ block: 'start', behavior: scrollBehavior() });
    focusQuietly(detail.querySelector<HTMLElement>('h2, h3') ?? detail);
  }, [asked, shownKey]);

  const reveal = useCallback((key: K) => {
    wanted.current = { key };
    setAsked((n) => n + 1);
  }, []);

  const backToList = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const card = list.querySelector<HTMLElement>('[aria-pressed="true"]');
    (card ?? list).scrollIntoView({ block: 'center', behavior: scrollBehavior() });
    focusQuietly(card ?? list.querySelector<HTMLElement>('h2, h3'));
  }, []);

  return { listRef, detailRef, reveal, backToList };
}

/** Above the detail while it stands below the list: back to the selected card. */
export function BackToList({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      hiddenFrom="md"
      variant="subtle"
      size="compact-sm"
      leftSection={<IconArrowUp size={16} aria-hidden />}
      onClick={onClick}
      style={{ alignSelf: 'flex-start' }}
    >
      {label}
    </Button>
  );
}
