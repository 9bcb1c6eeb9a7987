import { type ConsentDocument, MSG_CONSENTS } from '@podryad/domain';
import { Anchor, Checkbox, Text } from '@mantine/core';
import { useState, type MouseEvent } from 'react';
import { LegalDocumentModal } from '@/components/legal-document-modal';

const WORDS: Record<ConsentDocument, { label: string; link: string }> = {
  processing: { label: MSG_CONSENTS.processingLabel, link: MSG_CONSENTS.processingLink },
  distribution: { label: MSG_CONSENTS.distributionLabel, link: MSG_CONSENTS.distributionLink },
};

/**
 * The box of one consent, unticked until the person ticks it, apart from every other document.
 * The words naming the consent open its text in a dialog; pressing them does not tick the box.
 */
export function DocumentConsentCheckbox({
  document,
  checked,
  onChange,
  description,
}: {
  document: ConsentDocument;
  checked: boolean;
  onChange: (checked: boolean) => void;
  description?: string;
}) {
  const [open, setOpen] = useState(false);
  const { label, link } = WORDS[document];
  const at = label.indexOf(link);
  const openText = (event: MouseEvent) => {
    // A press inside the label would otherwise tick or untick the box.
    event.preventDefault();
    event.stopPropagation();
    setOpen(true);
  };
  return (
    <>
      <Checkbox
        label={
          <>
            {label.slice(0, at)}
            {/* Inline, as words of the sentence: a button would centre them on a line of their own. */}
            <Anchor
              component="button"
              type="button"
              inherit
              onClick={openText}
              style={{ display: 'inline', textAlign: 'left' }}
            >
              {link}
            </Anchor>
            {label.slice(at + link.length)}
          </>
        }
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      {description && (
        <Text size="xs" c="dimmed" mt={-8} pl={32}>
          {description}
        </Text>
      )}
      <LegalDocumentModal document={document} opened={open} onClose={() => setOpen(false)} />
    </>
  );
}
