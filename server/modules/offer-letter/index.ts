/**
 * The offer letter's face (D353): what a company's offer starts with (default fields and letters),
 * the letter's text, its PDF and the built-in seal, none of which needs the database's offers. The
 * offer module, the seed, operations, the bench and journeys use it without loading the offers.
 */
export { addDefaultOfferSetup, DEFAULT_LETTER_NAME, DEFAULT_OFFER_LETTERS } from './default-offer-setup.ts';
export { builtinSigner, sha256Hex, verifySealedPdf } from './builtin-signer.ts';
export type { ESignatureProvider } from './esignature-provider.ts';
export { letterBlocks, templateVariables, withLetterDetails, type LetterBlock } from './offer-letter-text.ts';
export { certificateRecordOf, letterPdf } from './offer-pdf.ts';
export { offerTexts } from './offer-texts.ts';
export { certificateFingerprint, loadSigningCertificate, makeSigningCertificate } from './signing-certificate.ts';
