/** The workplace safety skills test. */
import { practiceInstructions, practiceTitle, q, type SkillsTestSeed, t } from './skills-test-seed.ts';

export function workplaceSafetySkillsTest(): SkillsTestSeed {
  return {
    slug: 'workplace-safety-skills',
    activityTitle: 'Workplace safety skills test',
    title: t('Workplace safety skills test', 'Prueba de seguridad en el trabajo', 'Test de sécurité au travail'),
    instructions: t(
      'This test has two timed sections: hazards and signs, then safe work in a warehouse. Each section has its own time limit, shown as a countdown. Choose the best answer to each question. When the time of a section is over, the section closes and the next one begins. Start with the practice questions: they are not timed.',
      'Esta prueba tiene dos secciones con tiempo: riesgos y señales, y trabajo seguro en un almacén. Cada sección tiene su propio tiempo límite, que se muestra como una cuenta atrás. Elige la mejor respuesta a cada pregunta. Cuando se acaba el tiempo de una sección, se cierra y empieza la siguiente. Empieza con las preguntas de práctica: no tienen tiempo límite.',
      'Ce test comporte deux sections chronométrées : risques et signalisation, puis travail en sécurité dans un entrepôt. Chaque section a sa propre limite de temps, affichée par un compte à rebours. Choisissez la meilleure réponse à chaque question. Quand le temps d’une section est écoulé, elle se ferme et la suivante commence. Commencez par les questions d’entraînement : elles ne sont pas chronométrées.',
    ),
    sections: [
      {
        title: practiceTitle,
        instructions: practiceInstructions,
        minutes: 0,
        practice: true,
        questions: [
          q(
            t(
              'You see a spill on the floor of an aisle. What do you do first?',
              'Ves un derrame en el suelo de un pasillo. ¿Qué haces primero?',
              'Vous voyez une flaque au sol dans une allée. Que faites-vous en premier ?',
            ),
            0,
            t(
              'Mark the area so nobody slips',
              'Señalizar la zona para que nadie resbale',
              'Signaler la zone pour que personne ne glisse',
            ),
            t('Walk around it', 'Rodearlo', 'La contourner'),
            t('Finish your task first', 'Terminar primero tu tarea', 'Finir d’abord votre tâche'),
          ),
          q(
            t(
              'What does a red circle with a line through it mean on a sign?',
              '¿Qué significa un círculo rojo atravesado por una línea en una señal?',
              'Que signifie un cercle rouge barré sur un panneau ?',
            ),
            2,
            t('Caution', 'Precaución', 'Attention'),
            t('First aid', 'Primeros auxilios', 'Premiers secours'),
            t('Not allowed', 'Prohibido', 'Interdit'),
          ),
        ],
      },
      {
        title: t('Hazards and signs', 'Riesgos y señales', 'Risques et signalisation'),
        instructions: t(
          'Five questions about hazards and safety signs.',
          'Cinco preguntas sobre riesgos y señales de seguridad.',
          'Cinq questions sur les risques et la signalisation de sécurité.',
        ),
        minutes: 5,
        questions: [
          q(
            t(
              'What colour are emergency exit signs in most countries?',
              '¿De qué color son las señales de salida de emergencia en la mayoría de los países?',
              'De quelle couleur sont les panneaux de sortie de secours dans la plupart des pays ?',
            ),
            1,
            t('Red', 'Rojo', 'Rouge'),
            t('Green', 'Verde', 'Vert'),
            t('Blue', 'Azul', 'Bleu'),
            t('Yellow', 'Amarillo', 'Jaune'),
          ),
          q(
            t(
              'A yellow triangle sign means:',
              'Una señal triangular amarilla significa:',
              'Un panneau triangulaire jaune signifie :',
            ),
            0,
            t('Warning of a hazard', 'Advertencia de un riesgo', 'Avertissement d’un danger'),
            t('Something you must do', 'Algo que debes hacer', 'Une obligation'),
            t('A safe place', 'Un lugar seguro', 'Un lieu sûr'),
          ),
          q(
            t(
              'A fire door is propped open with a box. What do you do?',
              'Una puerta cortafuegos está abierta sujeta con una caja. ¿Qué haces?',
              'Une porte coupe-feu est maintenue ouverte par un carton. Que faites-vous ?',
            ),
            3,
            t('Leave it: it helps air flow', 'Dejarla: ayuda a ventilar', 'La laisser : elle aide à aérer'),
            t('Put a heavier box there', 'Poner una caja más pesada', 'Mettre un carton plus lourd'),
            t('Report it at the end of the week', 'Informar a final de semana', 'Le signaler en fin de semaine'),
            t(
              'Remove the box and let the door close',
              'Quitar la caja y dejar que la puerta se cierre',
              'Retirer le carton et laisser la porte se fermer',
            ),
          ),
          q(
            t(
              'Which fire extinguisher is safe on an electrical fire?',
              '¿Qué extintor es seguro en un fuego eléctrico?',
              'Quel extincteur peut-on utiliser sur un feu électrique ?',
            ),
            2,
            t('Water', 'Agua', 'Eau'),
            t('Foam', 'Espuma', 'Mousse'),
            t('Carbon dioxide (CO2)', 'Dióxido de carbono (CO2)', 'Dioxyde de carbone (CO2)'),
          ),
          q(
            t(
              'A cable crosses a walkway. What is the risk?',
              'Un cable cruza una zona de paso. ¿Cuál es el riesgo?',
              'Un câble traverse un passage. Quel est le risque ?',
            ),
            1,
            t('None if it is thin', 'Ninguno si es fino', 'Aucun s’il est fin'),
            t('Someone may trip over it', 'Alguien puede tropezar con él', 'Quelqu’un peut trébucher dessus'),
            t('It may get cold', 'Puede enfriarse', 'Il peut refroidir'),
          ),
        ],
      },
      {
        title: t('Safe work in the warehouse', 'Trabajo seguro en el almacén', 'Travail en sécurité dans l’entrepôt'),
        instructions: t(
          'Five questions about lifting, machines and procedures.',
          'Cinco preguntas sobre levantamiento de cargas, máquinas y procedimientos.',
          'Cinq questions sur le port de charges, les machines et les procédures.',
        ),
        minutes: 6,
        questions: [
          q(
            t(
              'How should you lift a heavy box from the floor?',
              '¿Cómo debes levantar una caja pesada del suelo?',
              'Comment soulever un carton lourd posé au sol ?',
            ),
            0,
            t(
              'Bend your knees and keep your back straight',
              'Doblar las rodillas y mantener la espalda recta',
              'Plier les genoux et garder le dos droit',
            ),
            t(
              'Bend at the waist with straight legs',
              'Doblarse por la cintura con las piernas rectas',
              'Se pencher avec les jambes tendues',
            ),
            t(
              'Twist while lifting to save time',
              'Girar mientras levanta para ganar tiempo',
              'Pivoter en soulevant pour gagner du temps',
            ),
          ),
          q(
            t(
              'A forklift’s horn is broken. What do you do?',
              'La bocina de una carretilla elevadora no funciona. ¿Qué haces?',
              'Le klaxon d’un chariot élévateur est en panne. Que faites-vous ?',
            ),
            2,
            t('Drive slowly and shout instead', 'Conducir despacio y gritar', 'Rouler lentement et crier'),
            t('Use it until the shift ends', 'Usarla hasta el final del turno', 'L’utiliser jusqu’à la fin du service'),
            t(
              'Tag it out of service and report it',
              'Marcarla fuera de servicio e informar',
              'La signaler hors service et prévenir',
            ),
          ),
          q(
            t(
              'Before cleaning a machine you should:',
              'Antes de limpiar una máquina debes:',
              'Avant de nettoyer une machine, vous devez :',
            ),
            1,
            t('Run it slowly', 'Hacerla funcionar despacio', 'La faire tourner lentement'),
            t('Switch it off and lock it out', 'Apagarla y bloquearla', 'La couper et la consigner'),
            t(
              'Remove the guard while it runs',
              'Quitar la protección mientras funciona',
              'Retirer le carter pendant qu’elle tourne',
            ),
          ),
          q(
            t(
              'Where do heavy items belong on shelving?',
              '¿Dónde deben ir los artículos pesados en las estanterías?',
              'Où placer les objets lourds sur des rayonnages ?',
            ),
            3,
            t('On the top shelf', 'En el estante superior', 'Sur l’étagère du haut'),
            t('Anywhere with space', 'Donde haya espacio', 'Là où il y a de la place'),
            t('On the edge, for quick picking', 'En el borde, para cogerlos rápido', 'Au bord, pour les prendre vite'),
            t('On the lower shelves', 'En los estantes inferiores', 'Sur les étagères du bas'),
          ),
          q(
            t(
              'You are hurt slightly at work. When should you report it?',
              'Te haces una herida leve en el trabajo. ¿Cuándo debes informar?',
              'Vous vous blessez légèrement au travail. Quand le signaler ?',
            ),
            0,
            t('Straight away, even if it is minor', 'Enseguida, aunque sea leve', 'Tout de suite, même si c’est léger'),
            t('Only if it still hurts tomorrow', 'Solo si mañana aún duele', 'Seulement si ça fait encore mal demain'),
            t('Never, to avoid paperwork', 'Nunca, para evitar papeleo', 'Jamais, pour éviter la paperasse'),
          ),
        ],
      },
    ],
  };
}
