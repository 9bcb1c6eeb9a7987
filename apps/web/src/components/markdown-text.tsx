import { Typography } from '@mantine/core';
import { marked } from 'marked';
import { useMemo } from 'react';

/**
 * A Markdown text of our own (the legal documents in the repository, never a user's words) as
 * HTML. Its links open in a new tab, so a page that shows it (the registration) keeps its state.
 * Loaded lazily: the Markdown library stays out of every page's bundle.
 */
export default function MarkdownText({ source }: { source: string }) {
  const html = useMemo(
    () =>
      (marked.parse(source, { async: false }) as string).replaceAll(
        '<a href=',
        '<a target="_blank" rel="noopener" href=',
      ),
    [source],
  );
  return (
    <Typography className="markdown-text" style={{ overflowWrap: 'anywhere' }}>
      {/* Our own texts, from the repository: never a user's words. */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
