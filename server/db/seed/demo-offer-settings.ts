/** Demo Company's benefits details templates (en, es, fr); its fields and letters are the default setup's (D216). */
import type { SaveOfferTemplate } from '../../../contracts/offer-settings.ts';

/** Benefits to add to a letter, in each language the product speaks (the letters are the default setup's). */
export const DEMO_OFFER_DETAILS: Omit<SaveOfferTemplate, 'account_id'>[] = [
  {
    kind: 'details',
    language: 'en',
    name: 'Benefits',
    body: '## Benefits\n\n- Health, dental and vision insurance from your first month\n- 15 days of paid time off a year, plus public holidays\n- A 20 % staff discount in every store',
  },
  {
    kind: 'details',
    language: 'es',
    name: 'Beneficios',
    body: '## Beneficios\n\n- Seguro médico, dental y de la vista desde el primer mes\n- 15 días de vacaciones pagadas al año, además de los días festivos\n- Un 20 % de descuento para el personal en todas las tiendas',
  },
  {
    kind: 'details',
    language: 'fr',
    name: 'Avantages',
    body: '## Avantages\n\n- Assurance santé, dentaire et optique dès le premier mois\n- 15 jours de congés payés par an, en plus des jours fériés\n- 20 % de remise pour le personnel dans tous les magasins',
  },
];
