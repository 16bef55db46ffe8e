/** The accommodations module's face (D352): what code outside its folder may use. */
export { approvedKindsOf, timeAccommodationOf } from './accommodations.store.ts';
