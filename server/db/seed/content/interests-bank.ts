/**
 * Interests: the six RIASEC types (Holland), four activities each, written for Assay (not the
 * O*NET Interest Profiler, whose licence forbids use in selection). All items are keyed +1.
 */
import type { ItemBank } from './bank-types.ts';
import { interleave, partSections, practiceItems } from './bank-types.ts';

const items = interleave('interests', {
  R: [
    {
      text: {
        en: 'Repair a broken appliance or bicycle',
        es: 'Reparar un electrodoméstico o una bicicleta averiados',
        fr: 'Réparer un appareil ou un vélo en panne',
      },
    },
    {
      text: {
        en: 'Build furniture or a shed from plans',
        es: 'Construir muebles o un cobertizo a partir de planos',
        fr: 'Construire des meubles ou un abri de jardin à partir de plans',
      },
    },
    {
      text: {
        en: 'Operate machines or drive a forklift in a warehouse',
        es: 'Manejar máquinas o conducir una carretilla elevadora en un almacén',
        fr: 'Utiliser des machines ou conduire un chariot élévateur dans un entrepôt',
      },
    },
    {
      text: {
        en: 'Work outdoors planting trees or tending crops',
        es: 'Trabajar al aire libre plantando árboles o cuidando cultivos',
        fr: 'Travailler en plein air à planter des arbres ou à entretenir des cultures',
      },
    },
  ],
  I: [
    {
      text: {
        en: 'Find out why a process keeps failing by testing one cause at a time',
        es: 'Averiguar por qué falla un proceso probando una causa cada vez',
        fr: 'Découvrir pourquoi un processus échoue en testant une cause à la fois',
      },
    },
    {
      text: {
        en: 'Read about new scientific discoveries',
        es: 'Leer sobre nuevos descubrimientos científicos',
        fr: 'Lire des articles sur les nouvelles découvertes scientifiques',
      },
    },
    {
      text: {
        en: 'Analyse figures to spot a trend',
        es: 'Analizar cifras para detectar una tendencia',
        fr: 'Analyser des chiffres pour repérer une tendance',
      },
    },
    {
      text: {
        en: 'Run experiments in a laboratory',
        es: 'Hacer experimentos en un laboratorio',
        fr: 'Faire des expériences en laboratoire',
      },
    },
  ],
  A: [
    {
      text: {
        en: 'Design a poster or a logo',
        es: 'Diseñar un cartel o un logotipo',
        fr: 'Concevoir une affiche ou un logo',
      },
    },
    {
      text: {
        en: 'Write a short story or song lyrics',
        es: 'Escribir un relato corto o la letra de una canción',
        fr: 'Écrire une nouvelle ou des paroles de chanson',
      },
    },
    {
      text: {
        en: 'Play music or act in front of an audience',
        es: 'Tocar música o actuar ante el público',
        fr: 'Jouer de la musique ou la comédie devant un public',
      },
    },
    {
      text: {
        en: 'Decorate a room or arrange a shop window',
        es: 'Decorar una habitación o montar un escaparate',
        fr: 'Décorer une pièce ou aménager une vitrine',
      },
    },
  ],
  S: [
    {
      text: {
        en: 'Teach someone a new skill',
        es: 'Enseñar a alguien una habilidad nueva',
        fr: 'Apprendre une nouvelle compétence à quelqu’un',
      },
    },
    {
      text: {
        en: 'Help people sort out a personal problem',
        es: 'Ayudar a las personas a resolver un problema personal',
        fr: 'Aider des personnes à régler un problème personnel',
      },
    },
    {
      text: {
        en: 'Care for people who are ill or elderly',
        es: 'Cuidar de personas enfermas o mayores',
        fr: 'Prendre soin de personnes malades ou âgées',
      },
    },
    {
      text: {
        en: 'Volunteer for a community organisation',
        es: 'Hacer voluntariado en una organización de tu comunidad',
        fr: 'Faire du bénévolat pour une association de quartier',
      },
    },
  ],
  E: [
    {
      text: {
        en: 'Persuade customers to choose a product',
        es: 'Convencer a los clientes de que elijan un producto',
        fr: 'Convaincre des clients de choisir un produit',
      },
    },
    {
      text: {
        en: 'Lead a team towards a sales target',
        es: 'Dirigir un equipo hacia un objetivo de ventas',
        fr: 'Mener une équipe vers un objectif de ventes',
      },
    },
    {
      text: {
        en: 'Start and run a small business',
        es: 'Crear y dirigir un pequeño negocio',
        fr: 'Créer et gérer une petite entreprise',
      },
    },
    {
      text: {
        en: 'Negotiate a deal or a contract',
        es: 'Negociar un acuerdo o un contrato',
        fr: 'Négocier un accord ou un contrat',
      },
    },
  ],
  C: [
    {
      text: {
        en: 'Keep records and files in good order',
        es: 'Mantener en orden registros y archivos',
        fr: 'Tenir des registres et des dossiers bien rangés',
      },
    },
    {
      text: {
        en: 'Check invoices or reports for errors',
        es: 'Revisar facturas o informes en busca de errores',
        fr: 'Vérifier des factures ou des rapports pour y repérer des erreurs',
      },
    },
    {
      text: {
        en: 'Enter data into a spreadsheet',
        es: 'Introducir datos en una hoja de cálculo',
        fr: 'Saisir des données dans un tableur',
      },
    },
    {
      text: {
        en: 'Follow a clear procedure step by step',
        es: 'Seguir un procedimiento claro paso a paso',
        fr: 'Suivre une procédure claire étape par étape',
      },
    },
  ],
});

export function interestsBank(): ItemBank {
  return {
    slug: 'interests',
    kind: 'interests',
    scoring_key: 'riasec-24@1',
    has_pledge: true,
    estimated_minutes: 5,
    scale: 'liking-5',
    title: { en: 'Interests questionnaire', es: 'Cuestionario de intereses', fr: 'Questionnaire d’intérêts' },
    instructions: {
      en: 'How much would you enjoy doing each of these activities? Think only of whether you would like it, not of your training or the pay.',
      es: '¿Cuánto disfrutarías haciendo cada una de estas actividades? Piensa solo en si te gustaría, no en tu formación ni en el sueldo.',
      fr: 'Dans quelle mesure aimeriez-vous faire chacune de ces activités ? Pensez seulement au plaisir que vous y prendriez, pas à votre formation ni au salaire.',
    },
    attributes: [
      { code: 'R', name: { en: 'Realistic', es: 'Realista', fr: 'Réaliste' } },
      { code: 'I', name: { en: 'Investigative', es: 'Investigador', fr: 'Investigateur' } },
      { code: 'A', name: { en: 'Artistic', es: 'Artístico', fr: 'Artistique' } },
      { code: 'S', name: { en: 'Social', es: 'Social', fr: 'Social' } },
      { code: 'E', name: { en: 'Enterprising', es: 'Emprendedor', fr: 'Entreprenant' } },
      { code: 'C', name: { en: 'Conventional', es: 'Convencional', fr: 'Conventionnel' } },
    ],
    sections: [
      practiceItems('interests', [
        {
          en: 'Plan a weekend trip',
          es: 'Planificar una escapada de fin de semana',
          fr: 'Organiser une escapade le temps d’un week-end',
        },
        { en: 'Try a new recipe', es: 'Probar una receta nueva', fr: 'Essayer une nouvelle recette' },
      ]),
      ...partSections(items, 2),
    ],
  };
}
