import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

type Props = {
  children: ReactNode;
  /** The content's least width: below it the box scrolls sideways. */
  minWidth: number;
  /** Said above the box while part of its content is out of view. */
  hint: string;
  /** The buttons' names: scroll back to the start, on to the end. */
  backLabel: string;
  onLabel: string;
};

/** Which sides of the box hide part of its content. */
type Hidden = { start: boolean; end: boolean };

/**
 * A box that scrolls a wide table sideways and says so: while part of the table is out of view a
 * line above it says it scrolls, with buttons that scroll it a box's width at a time (a laptop's
 * scrollbar sits under the last row, often below the window), and a shadow on the edge of its
 * pinned column (cells with the class `side-scroll-pinned`, which stay at the left edge) shows
 * that content passes under it.
 */
export function SideScroll({ children, minWidth, hint, backLabel, onLabel }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<Hidden>({ start: false, end: false });

  const measure = useCallback(() => {
    const el = box.current;
    if (!el) return;
    const start = el.scrollLeft > 1;
    const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setHidden((was) => (was.start === start && was.end === end ? was : { start, end }));
  }, []);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);

  const scrollBy = (direction: 1 | -1) => {
    const el = box.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.6, behavior: 'smooth' });
  };

  const overflows = hidden.start || hidden.end;
  return (
    <div>
      {overflows && (
        <Group justify="space-between" gap="xs" wrap="nowrap" mb={6}>
          <Text size="sm" c="gray.7">
            {hint}
          </Text>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={backLabel}
              disabled={!hidden.start}
              onClick={() => scrollBy(-1)}
            >
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={onLabel}
              disabled={!hidden.end}
              onClick={() => scrollBy(1)}
            >
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
      )}
      <div
        ref={box}
        className="side-scroll"
        data-hidden-start={hidden.start || undefined}
        onScroll={measure}
        style={{ overflowX: 'auto' }}
      >
        <div style={{ minWidth }}>{children}</div>
      </div>
    </div>
  );
}
