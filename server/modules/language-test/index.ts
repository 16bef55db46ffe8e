/** The language-test module's face (D352): what code outside its folder may use. */
export { registerAccountVendorRoutes } from './account-vendors.ts';
