/** The sso module's face (D352): what code outside its folder may use. */
export { domainLookup } from './domain-ownership.ts';
export { providerOrigins, type ProviderOrigins } from './provider-origins.ts';
export { checkSsoDomain, saveSsoSettings, ssoSettings } from './sso-settings.service.ts';
export { providerForDomain, providerForEmail, ssoRefusalTarget, ssoUserId } from './sso-sign-in.service.ts';
export { isFreshSsoSignIn, spendNonce, stepUpNonce, stepUpProvider } from './sso-step-up.ts';
export { issueNonce, recordCheck, saveSettings } from './sso.store.ts';
