import { z } from 'zod';

/*
 * The legal documents and their current versions, and the consents' field of the registration: the
 * part of the legal rules the spec's own schemas use (schemas.ts), kept apart from the texts of the
 * screens (legal.ts) so that the first script of every page carries only this.
 */

/** Every public document: the two consents and the privacy policy. */
export const LEGAL_DOCUMENTS = ['processing', 'distribution', 'privacy'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

/**
 * The documents a person consents to, each apart: processing (needed to use the service) and
 * distribution (showing the contacts of one's page to other users; optional, withdrawable).
 */
export const CONSENT_DOCUMENTS = ['processing', 'distribution'] as const;
export type ConsentDocument = (typeof CONSENT_DOCUMENTS)[number];

/** The consents without which the service is not used: their current version must be accepted. */
export const REQUIRED_CONSENTS: readonly ConsentDocument[] = ['processing'];

/** The current version of each document: the date its text took effect. */
export const LEGAL_VERSIONS: Readonly<Record<LegalDocument, string>> = {
  processing: '2026-11-29',
  distribution: '2026-11-29',
  privacy: '2026-11-29',
};

/** The public page of a document's text. */
export const legalPath = (document: LegalDocument) => `/legal/${document}`;

export const isLegalDocument = (value: string): value is LegalDocument =>
  (LEGAL_DOCUMENTS as readonly string[]).includes(value);

const versionSchema = z.string().trim().min(1).max(20);

/** A consent as a person gives it: the document and the version of its text that was read. */
export const consentGivenSchema = z.object({
  document: z.enum(CONSENT_DOCUMENTS),
  version: versionSchema,
});
export type ConsentGiven = z.infer<typeof consentGivenSchema>;

/**
 * Ours, on POST /register/phone/request-code (where the phone, the first personal data, is
 * collected): the consents ticked at registration, each document once.
 */
export const registrationConsentsField = z
  .array(consentGivenSchema)
  .max(CONSENT_DOCUMENTS.length)
  .refine((list) => new Set(list.map((c) => c.document)).size === list.length, {
    message: 'Каждое согласие указывается один раз',
  });
