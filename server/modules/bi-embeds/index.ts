/** The bi-embeds module's face (D352): what code outside its folder may use. */
export { checkEmbed, setBiNetworkPolicy } from './bi-embeds.service.ts';
export { listOfAccount } from './bi-embeds.store.ts';
