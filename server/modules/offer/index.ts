/** The offer module's face (D352, D353): what code outside its folder may use. */
export { offerExpiryJob } from './offer-expiry.ts';
export { mailOffer } from './offer-mail.ts';
export { templatesOf, type OfferRow } from './offer.store.ts';
export { createTemplate } from './offer-settings.service.ts';
export { createOffer, sendOffer } from './offer.service.ts';
export { signOffer, viewToSign } from './offer-signing.service.ts';
