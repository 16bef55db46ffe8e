/**
 * Workplace competencies: eight competencies, three behavioural self-descriptions each, written for
 * Assay. The third statement of each is reverse-keyed (keyed -1), answered on the frequency scale.
 */
import type { ItemBank } from './bank-types.ts';
import { interleave, partSections, practiceItems } from './bank-types.ts';

const items = interleave('competencies', {
  COM: [
    {
      text: {
        en: 'I explain things so that others understand them the first time',
        es: 'Explico las cosas de modo que los demás las entiendan a la primera',
        fr: 'J’explique les choses de sorte que les autres les comprennent du premier coup',
      },
    },
    {
      text: {
        en: 'I listen to the end before I reply',
        es: 'Escucho hasta el final antes de responder',
        fr: 'J’écoute jusqu’au bout avant de répondre',
      },
    },
    {
      keyed: -1,
      text: {
        en: 'I leave people unsure about what I meant',
        es: 'Dejo a la gente con dudas sobre lo que quería decir',
        fr: 'Je laisse les gens dans le doute sur ce que je voulais dire',
      },
    },
  ],
  TEA: [
    {
      text: {
        en: 'I offer help to teammates when they fall behind',
        es: 'Ofrezco ayuda a mis compañeros cuando se retrasan',
        fr: 'Je propose mon aide à mes coéquipiers quand ils prennent du retard',
      },
    },
    {
      text: {
        en: 'I share the information others in my team need',
        es: 'Comparto la información que necesitan los demás miembros de mi equipo',
        fr: 'Je partage les informations dont les autres membres de mon équipe ont besoin',
      },
    },
    {
      keyed: -1,
      text: {
        en: 'I do things my way even when the team has agreed on another',
        es: 'Hago las cosas a mi manera aunque el equipo haya acordado otra',
        fr: 'Je fais les choses à ma façon même quand l’équipe en a décidé autrement',
      },
    },
  ],
  PRS: [
    {
      text: {
        en: 'I look for the cause of a problem before trying to fix it',
        es: 'Busco la causa de un problema antes de intentar solucionarlo',
        fr: 'Je cherche la cause d’un problème avant d’essayer de le résoudre',
      },
    },
    {
      text: {
        en: 'I weigh several options before choosing a solution',
        es: 'Valoro varias opciones antes de elegir una solución',
        fr: 'J’examine plusieurs options avant de choisir une solution',
      },
    },
    {
      keyed: -1,
      text: {
        en: 'I give up when the first solution I try does not work',
        es: 'Me rindo cuando la primera solución que pruebo no funciona',
        fr: 'J’abandonne quand la première solution que j’essaie ne fonctionne pas',
      },
    },
  ],
  ADA: [
    {
      text: {
        en: 'I adjust quickly when plans change',
        es: 'Me adapto rápidamente cuando cambian los planes',
        fr: 'Je m’adapte rapidement quand les plans changent',
      },
    },
    {
      text: {
        en: 'I pick up new tools and methods without much trouble',
        es: 'Aprendo a usar herramientas y métodos nuevos sin mucha dificultad',
        fr: 'J’adopte de nouveaux outils et de nouvelles méthodes sans grande difficulté',
      },
    },
    {
      keyed: -1,
      text: {
        en: 'I get stuck when I have to work in an unfamiliar way',
        es: 'Me bloqueo cuando tengo que trabajar de una forma desconocida para mí',
        fr: 'Je bloque quand je dois travailler d’une manière inhabituelle',
      },
    },
  ],
  CUS: [
    {
      text: {
        en: 'I make sure customers leave with what they came for',
        es: 'Me aseguro de que los clientes se vayan con lo que vinieron a buscar',
        fr: 'Je veille à ce que les clients repartent avec ce qu’ils sont venus chercher',
      },
    },
    {
      text: {
        en: 'I stay patient and polite with upset customers',
        es: 'Mantengo la paciencia y la cortesía con los clientes molestos',
        fr: 'Je garde patience et courtoisie face aux clients mécontents',
      },
    },
    {
      keyed: -1,
      text: {
        en: "I treat a customer's request as someone else's job",
        es: 'Considero que la petición de un cliente es trabajo de otra persona',
        fr: 'Je considère que la demande d’un client est l’affaire de quelqu’un d’autre',
      },
    },
  ],
  PLA: [
    {
      text: {
        en: 'I plan my work so that I meet deadlines',
        es: 'Planifico mi trabajo para cumplir los plazos',
        fr: 'Je planifie mon travail pour respecter les délais',
      },
    },
    {
      text: {
        en: 'I decide which tasks come first when I have many to do',
        es: 'Decido qué tareas van primero cuando tengo muchas que hacer',
        fr: 'Je décide quelles tâches passent en premier quand j’en ai beaucoup à faire',
      },
    },
    {
      keyed: -1,
      text: {
        en: 'I lose track of things I promised to do',
        es: 'Pierdo la pista de cosas que prometí hacer',
        fr: 'Je perds de vue des choses que j’avais promis de faire',
      },
    },
  ],
  INT: [
    {
      text: {
        en: 'I tell the truth even when it causes me trouble',
        es: 'Digo la verdad aunque me cause problemas',
        fr: 'Je dis la vérité même quand cela me cause des ennuis',
      },
    },
    { text: { en: 'I own up to my mistakes', es: 'Reconozco mis errores', fr: 'Je reconnais mes erreurs' } },
    {
      keyed: -1,
      text: {
        en: 'I bend the rules when I think nobody will notice',
        es: 'Me salto las normas cuando creo que nadie se dará cuenta',
        fr: 'Je contourne les règles quand je pense que personne ne le remarquera',
      },
    },
  ],
  INI: [
    {
      text: {
        en: 'I start on tasks that need doing without being asked',
        es: 'Empiezo las tareas necesarias sin que me lo pidan',
        fr: 'Je m’attaque aux tâches nécessaires sans qu’on me le demande',
      },
    },
    {
      text: {
        en: 'I suggest ways to improve how we work',
        es: 'Propongo formas de mejorar nuestra manera de trabajar',
        fr: 'Je propose des moyens d’améliorer notre façon de travailler',
      },
    },
    {
      keyed: -1,
      text: {
        en: 'I wait for instructions before doing anything new',
        es: 'Espero instrucciones antes de hacer algo nuevo',
        fr: 'J’attends des instructions avant de faire quoi que ce soit de nouveau',
      },
    },
  ],
});

export function competenciesBank(): ItemBank {
  return {
    slug: 'competencies',
    kind: 'competencies',
    scoring_key: 'competencies-24@1',
    has_pledge: true,
    estimated_minutes: 5,
    scale: 'frequency-5',
    title: {
      en: 'Workplace competencies questionnaire',
      es: 'Cuestionario de competencias laborales',
      fr: 'Questionnaire de compétences professionnelles',
    },
    instructions: {
      en: 'How often does each statement describe you at work? If you have not worked yet, think of school, volunteering or other activities.',
      es: '¿Con qué frecuencia te describe cada afirmación en el trabajo? Si todavía no has trabajado, piensa en tus estudios, en el voluntariado o en otras actividades.',
      fr: 'À quelle fréquence chaque affirmation vous décrit-elle au travail ? Si vous n’avez pas encore travaillé, pensez à vos études, au bénévolat ou à d’autres activités.',
    },
    attributes: [
      { code: 'COM', name: { en: 'Communication', es: 'Comunicación', fr: 'Communication' } },
      { code: 'TEA', name: { en: 'Teamwork', es: 'Trabajo en equipo', fr: 'Travail en équipe' } },
      { code: 'PRS', name: { en: 'Problem solving', es: 'Resolución de problemas', fr: 'Résolution de problèmes' } },
      { code: 'ADA', name: { en: 'Adaptability', es: 'Adaptabilidad', fr: 'Adaptabilité' } },
      { code: 'CUS', name: { en: 'Customer focus', es: 'Orientación al cliente', fr: 'Orientation client' } },
      {
        code: 'PLA',
        name: {
          en: 'Planning and organising',
          es: 'Planificación y organización',
          fr: 'Planification et organisation',
        },
      },
      { code: 'INT', name: { en: 'Integrity', es: 'Integridad', fr: 'Intégrité' } },
      { code: 'INI', name: { en: 'Initiative', es: 'Iniciativa', fr: 'Initiative' } },
    ],
    sections: [
      practiceItems('competencies', [
        {
          en: 'I check the weather before going out',
          es: 'Miro el tiempo antes de salir',
          fr: 'Je regarde la météo avant de sortir',
        },
        {
          en: 'I read the instructions before using a new device',
          es: 'Leo las instrucciones antes de usar un aparato nuevo',
          fr: 'Je lis le mode d’emploi avant d’utiliser un nouvel appareil',
        },
      ]),
      ...partSections(items, 2),
    ],
  };
}
