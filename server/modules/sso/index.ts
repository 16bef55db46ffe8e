/** The sso module's face (D352): what code outside its folder may use. */
export { providerOrigins } from './provider-origins.ts';
export { providerForEmail } from './sso-sign-in.service.ts';
export { isFreshSsoSignIn, stepUpNonce, stepUpProvider } from './sso-step-up.ts';
export { recordCheck, saveSettings } from './sso.store.ts';
