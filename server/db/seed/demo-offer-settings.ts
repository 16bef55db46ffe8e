/** Demo Company's offer fields and its offer letter and benefits details templates (en, es, fr). */
import type { SaveOfferField, SaveOfferTemplate } from '../../../contracts/offer-settings.ts';

/** The company's offer fields (company settings: one language, the company's). */
export const DEMO_OFFER_FIELDS: Omit<SaveOfferField, 'account_id'>[] = [
  {
    field_key: 'salary',
    label: 'Annual salary (USD)',
    field_type: 'money',
    required: true,
    options: [],
    min_value: 20000,
    max_value: 250000,
    sort_order: 1,
  },
  {
    field_key: 'start_date',
    label: 'Start date',
    field_type: 'date',
    required: true,
    options: [],
    min_value: null,
    max_value: null,
    sort_order: 2,
  },
  {
    field_key: 'weekly_hours',
    label: 'Hours per week',
    field_type: 'number',
    required: true,
    options: [],
    min_value: 10,
    max_value: 60,
    sort_order: 3,
  },
];

/** The offer letter and its benefits details, in each language the product speaks. */
export const DEMO_OFFER_TEMPLATES: Omit<SaveOfferTemplate, 'account_id'>[] = [
  {
    kind: 'letter',
    language: 'en',
    name: 'Standard offer letter',
    body: [
      '# Offer of employment',
      'Dear {{candidate_first_name}},',
      'We are delighted to offer you the position of **{{job_title}}** at {{company_name}}. This letter sets out the main terms of your employment.',
      '- Annual salary: {{salary}} USD, paid every two weeks\n- Start date: {{start_date}}\n- Hours: {{weekly_hours}} hours a week',
      '{{offer_details}}',
      'Your employment depends on checking your right to work in the United States on your first day.',
      'To accept this offer, sign below. We look forward to welcoming you to the team.',
      'The {{company_name}} hiring team',
    ].join('\n\n'),
  },
  {
    kind: 'letter',
    language: 'es',
    name: 'Carta de oferta estándar',
    body: [
      '# Oferta de empleo',
      'Estimado/a {{candidate_first_name}}:',
      'Nos complace ofrecerle el puesto de **{{job_title}}** en {{company_name}}. Esta carta recoge las condiciones principales de su contratación.',
      '- Salario anual: {{salary}} USD, pagado cada dos semanas\n- Fecha de incorporación: {{start_date}}\n- Jornada: {{weekly_hours}} horas semanales',
      '{{offer_details}}',
      'Su contratación depende de que se compruebe su permiso de trabajo en los Estados Unidos el primer día.',
      'Para aceptar esta oferta, firme a continuación. Esperamos darle pronto la bienvenida al equipo.',
      'El equipo de selección de {{company_name}}',
    ].join('\n\n'),
  },
  {
    kind: 'letter',
    language: 'fr',
    name: 'Lettre d’offre standard',
    body: [
      '# Offre d’emploi',
      'Bonjour {{candidate_first_name}},',
      'Nous avons le plaisir de vous proposer le poste de **{{job_title}}** chez {{company_name}}. Cette lettre précise les principales conditions de votre embauche.',
      '- Salaire annuel : {{salary}} USD, versé toutes les deux semaines\n- Date d’entrée en fonction : {{start_date}}\n- Horaires : {{weekly_hours}} heures par semaine',
      '{{offer_details}}',
      'Votre embauche dépend de la vérification de votre autorisation de travail aux États-Unis le premier jour.',
      'Pour accepter cette offre, signez ci-dessous. Nous serons heureux de vous accueillir dans l’équipe.',
      'L’équipe de recrutement de {{company_name}}',
    ].join('\n\n'),
  },
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
