import type { TooltipProps } from '@mantine/core';
import { lazyModule, useLazyModule } from '@/lib/lazy-module';

/** Mantine's Tooltip, whose code comes apart from the page's (lib/lazy-module). */
const tooltipCode = lazyModule(() => import('@/components/tooltip-parts'));

/**
 * Mantine's Tooltip around `children`, once its code has come: the code (Floating UI, which places
 * it: about 15 KB compressed) loads apart, at idle after the first paint, as a tooltip is only a
 * hint on hover or touch. Until then `children` stand alone; what the tooltip says must also be
 * on the page for a screen reader (a visually hidden text beside it).
 */
export function DeferredTooltip(props: TooltipProps) {
  const code = useLazyModule(tooltipCode, false);
  if (!code) return props.children;
  const { Tooltip } = code;
  return <Tooltip {...props} />;
}
