/**
 * The company-reasons module's face (D352): what code outside its folder may use. The rules every
 * company reason list follows (rejection and separation reasons build their services on them) and
 * the reasons a new company starts with (the lists themselves are contracts/default-reasons.ts).
 */
export { seedDefaultReasons } from './default-reasons.ts';
export { reasonListService, type ReasonListStore, type StoredReason } from './reason-list.service.ts';
