import { LEGAL_TITLES } from '@podryad/domain';
import { LegalDocumentModal } from '@/components/legal-document-modal';

export const PRIVACY_POLICY_TITLE = LEGAL_TITLES.privacy;

type Props = { opened: boolean; onClose: () => void };

/** The privacy policy (its text: `packages/domain/legal/privacy.md`), read from its checkbox. */
export function PrivacyPolicyModal({ opened, onClose }: Props) {
  return <LegalDocumentModal document="privacy" opened={opened} onClose={onClose} />;
}
