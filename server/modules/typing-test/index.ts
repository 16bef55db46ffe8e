/** The typing-test module's face (D352): what code outside its folder may use. */
export { companyDefaults } from './typing-settings.service.ts';
