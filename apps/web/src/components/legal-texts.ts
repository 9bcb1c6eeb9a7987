import type { LegalDocument } from '@podryad/domain';

/**
 * Each legal document's Markdown text (the files of `packages/domain/legal`), loaded when first
 * shown: a chunk of its own, never part of a page's bundle.
 */
export const loadLegalText: Record<LegalDocument, () => Promise<string>> = {
  processing: () => import('@podryad/domain/legal/processing.md?raw').then((m) => m.default),
  distribution: () => import('@podryad/domain/legal/distribution.md?raw').then((m) => m.default),
  privacy: () => import('@podryad/domain/legal/privacy.md?raw').then((m) => m.default),
};
