/**
 * Two skills tests written for Assay (product content, like the questionnaires: the provider
 * admin's skills-test editor of seed 002 section 3 would manage them), in en, es and fr, and the
 * link from the demo screening plans' skills_test activities to them.
 * Each test: a practice section (untimed, not scored) and two timed sections.
 */
import type { Db } from '../database.ts';
import { LANGUAGES, type Language } from '../../../contracts/user.ts';

type Text = Record<Language, string>;

interface QuestionSeed {
  text: Text;
  options: Text[];
  /** Index into options. */
  correct: number;
}

interface SectionSeed {
  title: Text;
  instructions: Text;
  minutes: number;
  practice?: boolean;
  questions: QuestionSeed[];
}

export interface SkillsTestSeed {
  slug: string;
  /** The demo activity title this test is linked to. */
  activityTitle: string;
  title: Text;
  instructions: Text;
  sections: SectionSeed[];
}

const t = (en: string, es: string, fr: string): Text => ({ en, es, fr });
const q = (text: Text, correct: number, ...options: Text[]): QuestionSeed => ({ text, options, correct });
const n = (value: string): Text => t(value, value, value);

const practiceTitle = t('Practice questions', 'Preguntas de práctica', "Questions d'entraînement");
const practiceInstructions = t(
  'These questions are not timed and do not count. After each one you see the best answer.',
  'Estas preguntas no tienen tiempo límite y no cuentan. Después de cada una verá la mejor respuesta.',
  'Ces questions ne sont pas chronométrées et ne comptent pas. Après chacune, vous voyez la meilleure réponse.',
);

export function skillsTestBank(): SkillsTestSeed[] {
  return [
    {
      slug: 'customer-service-skills',
      activityTitle: 'Customer service skills test',
      title: t(
        'Customer service skills test',
        'Prueba de habilidades de atención al cliente',
        'Test de compétences en service client',
      ),
      instructions: t(
        'This test has two timed sections: numerical reasoning with orders and refunds, then judgement in customer situations. Each section has its own time limit, shown as a countdown. Choose the best answer to each question. When the time of a section is over, the section closes and the next one begins. Start with the practice questions: they are not timed.',
        'Esta prueba tiene dos secciones con tiempo: razonamiento numérico con pedidos y reembolsos, y criterio en situaciones con clientes. Cada sección tiene su propio tiempo límite, que se muestra como una cuenta atrás. Elija la mejor respuesta a cada pregunta. Cuando se acaba el tiempo de una sección, se cierra y empieza la siguiente. Empiece con las preguntas de práctica: no tienen tiempo límite.',
        "Ce test comporte deux sections chronométrées : raisonnement numérique sur des commandes et des remboursements, puis jugement dans des situations avec des clients. Chaque section a sa propre limite de temps, affichée par un compte à rebours. Choisissez la meilleure réponse à chaque question. Quand le temps d'une section est écoulé, elle se ferme et la suivante commence. Commencez par les questions d'entraînement : elles ne sont pas chronométrées.",
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
                'A customer buys 3 mugs at $4 each. What is the total?',
                'Un cliente compra 3 tazas a 4 $ cada una. ¿Cuál es el total?',
                'Un client achète 3 tasses à 4 $ chacune. Quel est le total ?',
              ),
              2,
              n('$7'),
              n('$10'),
              n('$12'),
              n('$16'),
            ),
            q(
              t(
                'A customer says their order arrived damaged. What do you do first?',
                'Un cliente dice que su pedido llegó dañado. ¿Qué hace primero?',
                'Un client dit que sa commande est arrivée endommagée. Que faites-vous en premier ?',
              ),
              1,
              t(
                'Ask them to contact the courier',
                'Pedirle que contacte con la empresa de transporte',
                'Lui demander de contacter le transporteur',
              ),
              t(
                'Apologise and ask for the order number',
                'Disculparse y pedir el número de pedido',
                'Vous excuser et demander le numéro de commande',
              ),
              t(
                'Explain that damage is rare',
                'Explicar que los daños son poco frecuentes',
                'Expliquer que les dommages sont rares',
              ),
            ),
          ],
        },
        {
          title: t('Numerical reasoning', 'Razonamiento numérico', 'Raisonnement numérique'),
          instructions: t(
            'Five questions about prices, refunds and delivery times. You may use paper, not a calculator.',
            'Cinco preguntas sobre precios, reembolsos y plazos de entrega. Puede usar papel, no calculadora.',
            'Cinq questions sur les prix, les remboursements et les délais de livraison. Vous pouvez utiliser du papier, pas de calculatrice.',
          ),
          minutes: 5,
          questions: [
            q(
              t(
                'An item costs $80 and is 25% off. What is the sale price?',
                'Un artículo cuesta 80 $ y tiene un 25 % de descuento. ¿Cuál es el precio rebajado?',
                "Un article coûte 80 $ et bénéficie d'une remise de 25 %. Quel est le prix soldé ?",
              ),
              1,
              n('$55'),
              n('$60'),
              n('$65'),
              n('$75'),
            ),
            q(
              t(
                'A customer returns 2 of 5 shirts that cost $18 each. How much is refunded?',
                'Un cliente devuelve 2 de 5 camisas que costaron 18 $ cada una. ¿Cuánto se reembolsa?',
                'Un client rend 2 des 5 chemises à 18 $ pièce. Combien est remboursé ?',
              ),
              0,
              n('$36'),
              n('$54'),
              n('$72'),
              n('$90'),
            ),
            q(
              t(
                'Orders ship 2 working days after payment. Paid on Thursday, when does it ship?',
                'Los pedidos se envían 2 días hábiles después del pago. Si se paga el jueves, ¿cuándo se envía?',
                'Les commandes partent 2 jours ouvrés après le paiement. Payée le jeudi, quand part-elle ?',
              ),
              2,
              t('Saturday', 'El sábado', 'Samedi'),
              t('Friday', 'El viernes', 'Vendredi'),
              t('Monday', 'El lunes', 'Lundi'),
              t('Tuesday', 'El martes', 'Mardi'),
            ),
            q(
              t(
                'The team answered 240 calls in 8 hours. How many calls per hour is that?',
                'El equipo atendió 240 llamadas en 8 horas. ¿Cuántas llamadas por hora son?',
                "L'équipe a répondu à 240 appels en 8 heures. Combien d'appels par heure ?",
              ),
              3,
              n('24'),
              n('25'),
              n('32'),
              n('30'),
            ),
            q(
              t(
                'Shipping is $6, free from $50. A basket holds $46. What is the cheapest total?',
                'El envío cuesta 6 $, gratis desde 50 $. Una cesta suma 46 $. ¿Cuál es el total más barato?',
                'La livraison coûte 6 $, offerte dès 50 $. Un panier fait 46 $. Quel est le total le moins cher ?',
              ),
              0,
              t(
                '$50, by adding a $4 item',
                '50 $, añadiendo un artículo de 4 $',
                'Les 50 $, en ajoutant un article à 4 $',
              ),
              t('$52, paying for shipping', '52 $, pagando el envío', 'Les 52 $, en payant la livraison'),
              n('$46'),
              n('$56'),
            ),
          ],
        },
        {
          title: t('Customer-service judgement', 'Criterio en atención al cliente', 'Jugement en service client'),
          instructions: t(
            'Five situations. Choose what you would most likely do.',
            'Cinco situaciones. Elija lo que probablemente haría.',
            'Cinq situations. Choisissez ce que vous feriez le plus probablement.',
          ),
          minutes: 6,
          questions: [
            q(
              t(
                'A caller is angry and raises their voice. What is the best response?',
                'Una persona que llama está enfadada y levanta la voz. ¿Cuál es la mejor respuesta?',
                'Un appelant est en colère et élève la voix. Quelle est la meilleure réponse ?',
              ),
              2,
              t(
                'Put them on hold until they calm down',
                'Ponerle en espera hasta que se calme',
                "Le mettre en attente jusqu'à ce qu'il se calme",
              ),
              t('Tell them you will hang up', 'Decirle que va a colgar', 'Lui dire que vous allez raccrocher'),
              t(
                'Stay calm, listen, and repeat back the problem',
                'Mantener la calma, escuchar y repetir el problema',
                'Rester calme, écouter et reformuler le problème',
              ),
              t(
                'Transfer them to another team at once',
                'Transferirle enseguida a otro equipo',
                'Le transférer tout de suite à une autre équipe',
              ),
            ),
            q(
              t(
                'You promised a call back today but the answer is not ready. What do you do?',
                'Prometió devolver la llamada hoy pero la respuesta no está lista. ¿Qué hace?',
                "Vous avez promis de rappeler aujourd'hui mais la réponse n'est pas prête. Que faites-vous ?",
              ),
              1,
              t('Wait until you have the answer', 'Esperar a tener la respuesta', "Attendre d'avoir la réponse"),
              t(
                'Call as promised and give a new time',
                'Llamar como prometió y dar una nueva hora',
                'Rappeler comme promis et donner un nouveau délai',
              ),
              t(
                'Send the case to your manager',
                'Enviar el caso a su responsable',
                'Transmettre le dossier à votre responsable',
              ),
            ),
            q(
              t(
                'A customer asks for a refund the policy does not allow. What is best?',
                'Un cliente pide un reembolso que la política no permite. ¿Qué es lo mejor?',
                "Un client demande un remboursement que la politique n'autorise pas. Quelle est la meilleure option ?",
              ),
              0,
              t(
                'Explain the policy and offer what you can do',
                'Explicar la política y ofrecer lo que sí puede hacer',
                'Expliquer la politique et proposer ce que vous pouvez faire',
              ),
              t(
                'Give the refund to keep them happy',
                'Dar el reembolso para que quede contento',
                'Accorder le remboursement pour le satisfaire',
              ),
              t(
                'Say no and end the conversation',
                'Decir que no y terminar la conversación',
                'Dire non et mettre fin à la conversation',
              ),
            ),
            q(
              t(
                'Two customers wait while you are on a long call. What do you do?',
                'Dos clientes esperan mientras usted está en una llamada larga. ¿Qué hace?',
                'Deux clients attendent pendant que vous êtes dans un long appel. Que faites-vous ?',
              ),
              3,
              t(
                'Ignore them until the call ends',
                'Ignorarlos hasta terminar la llamada',
                "Les ignorer jusqu'à la fin de l'appel",
              ),
              t('End the call quickly', 'Terminar la llamada rápidamente', "Écourter l'appel"),
              t(
                'Ask the caller to call back later',
                'Pedir a quien llama que vuelva a llamar más tarde',
                "Demander à l'appelant de rappeler plus tard",
              ),
              t(
                'Acknowledge them with a sign and ask a colleague for help',
                'Saludarles con un gesto y pedir ayuda a un compañero',
                "Leur faire signe et demander de l'aide à un collègue",
              ),
            ),
            q(
              t(
                'You made a mistake on a customer’s order. What should you do?',
                'Cometió un error en el pedido de un cliente. ¿Qué debe hacer?',
                "Vous avez fait une erreur sur la commande d'un client. Que devez-vous faire ?",
              ),
              1,
              t(
                'Fix it quietly and say nothing',
                'Corregirlo sin decir nada',
                'La corriger discrètement sans rien dire',
              ),
              t(
                'Tell the customer, apologise and fix it',
                'Decírselo al cliente, disculparse y corregirlo',
                'Le dire au client, vous excuser et la corriger',
              ),
              t('Blame the system', 'Culpar al sistema', 'Accuser le système'),
            ),
          ],
        },
      ],
    },
    {
      slug: 'workplace-safety-skills',
      activityTitle: 'Workplace safety skills test',
      title: t('Workplace safety skills test', 'Prueba de seguridad en el trabajo', 'Test de sécurité au travail'),
      instructions: t(
        'This test has two timed sections: hazards and signs, then safe work in a warehouse. Each section has its own time limit, shown as a countdown. Choose the best answer to each question. When the time of a section is over, the section closes and the next one begins. Start with the practice questions: they are not timed.',
        'Esta prueba tiene dos secciones con tiempo: riesgos y señales, y trabajo seguro en un almacén. Cada sección tiene su propio tiempo límite, que se muestra como una cuenta atrás. Elija la mejor respuesta a cada pregunta. Cuando se acaba el tiempo de una sección, se cierra y empieza la siguiente. Empiece con las preguntas de práctica: no tienen tiempo límite.',
        "Ce test comporte deux sections chronométrées : risques et signalisation, puis travail en sécurité dans un entrepôt. Chaque section a sa propre limite de temps, affichée par un compte à rebours. Choisissez la meilleure réponse à chaque question. Quand le temps d'une section est écoulé, elle se ferme et la suivante commence. Commencez par les questions d'entraînement : elles ne sont pas chronométrées.",
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
                'Ve un derrame en el suelo de un pasillo. ¿Qué hace primero?',
                'Vous voyez une flaque au sol dans une allée. Que faites-vous en premier ?',
              ),
              0,
              t(
                'Mark the area so nobody slips',
                'Señalizar la zona para que nadie resbale',
                'Signaler la zone pour que personne ne glisse',
              ),
              t('Walk around it', 'Rodearlo', 'La contourner'),
              t('Finish your task first', 'Terminar primero su tarea', "Finir d'abord votre tâche"),
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
              t('Warning of a hazard', 'Advertencia de un riesgo', "Avertissement d'un danger"),
              t('Something you must do', 'Algo que debe hacer', 'Une obligation'),
              t('A safe place', 'Un lugar seguro', 'Un lieu sûr'),
            ),
            q(
              t(
                'A fire door is propped open with a box. What do you do?',
                'Una puerta cortafuegos está abierta sujeta con una caja. ¿Qué hace?',
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
              t('None if it is thin', 'Ninguno si es fino', "Aucun s'il est fin"),
              t('Someone may trip over it', 'Alguien puede tropezar con él', 'Quelqu’un peut trébucher dessus'),
              t('It may get cold', 'Puede enfriarse', 'Il peut refroidir'),
            ),
          ],
        },
        {
          title: t('Safe work in the warehouse', 'Trabajo seguro en el almacén', "Travail en sécurité dans l'entrepôt"),
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
                '¿Cómo debe levantar una caja pesada del suelo?',
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
                'La bocina de una carretilla elevadora no funciona. ¿Qué hace?',
                "Le klaxon d'un chariot élévateur est en panne. Que faites-vous ?",
              ),
              2,
              t('Drive slowly and shout instead', 'Conducir despacio y gritar', 'Rouler lentement et crier'),
              t(
                'Use it until the shift ends',
                'Usarla hasta el final del turno',
                "L'utiliser jusqu'à la fin du service",
              ),
              t(
                'Tag it out of service and report it',
                'Marcarla fuera de servicio e informar',
                'La signaler hors service et prévenir',
              ),
            ),
            q(
              t(
                'Before cleaning a machine you should:',
                'Antes de limpiar una máquina debe:',
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
              t('On the top shelf', 'En el estante superior', "Sur l'étagère du haut"),
              t('Anywhere with space', 'Donde haya espacio', 'Là où il y a de la place'),
              t(
                'On the edge, for quick picking',
                'En el borde, para cogerlos rápido',
                'Au bord, pour les prendre vite',
              ),
              t('On the lower shelves', 'En los estantes inferiores', 'Sur les étagères du bas'),
            ),
            q(
              t(
                'You are hurt slightly at work. When should you report it?',
                'Se hace una herida leve en el trabajo. ¿Cuándo debe informar?',
                'Vous vous blessez légèrement au travail. Quand le signaler ?',
              ),
              0,
              t(
                'Straight away, even if it is minor',
                'Enseguida, aunque sea leve',
                'Tout de suite, même si c’est léger',
              ),
              t(
                'Only if it still hurts tomorrow',
                'Solo si mañana aún duele',
                'Seulement si ça fait encore mal demain',
              ),
              t('Never, to avoid paperwork', 'Nunca, para evitar papeleo', 'Jamais, pour éviter la paperasse'),
            ),
          ],
        },
      ],
    },
  ];
}

/** A provider draft never published, in no plan: what an author finds half written (English only, as authoring writes). */
async function seedDraft(db: Db): Promise<void> {
  const { skills_test_id } = await db
    .insertInto('skills_tests')
    .values({ slug: 'authored-forklift-draft', is_draft: true })
    .returning('skills_test_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('skills_test_texts')
    .values({
      skills_test_id,
      language: 'en',
      title: 'Forklift basics',
      instructions: 'Answer each question about driving a forklift safely.',
    })
    .execute();
  const { skills_test_section_id } = await db
    .insertInto('skills_test_sections')
    .values({ skills_test_id, sort_order: 1, is_practice: false, minutes: 5 })
    .returning('skills_test_section_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('skills_test_section_texts')
    .values({ skills_test_section_id, language: 'en', title: 'Load handling', instructions: '' })
    .execute();
  const { skills_test_question_id } = await db
    .insertInto('skills_test_questions')
    .values({ skills_test_section_id, sort_order: 1 })
    .returning('skills_test_question_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('skills_test_question_texts')
    .values({ skills_test_question_id, language: 'en', text: 'Where should the load be while driving?' })
    .execute();
  for (const [i, [text, isCorrect]] of (
    [
      ['Low and tilted back', true],
      ['Raised high for a better view', false],
    ] as const
  ).entries()) {
    const { skills_test_option_id } = await db
      .insertInto('skills_test_options')
      .values({ skills_test_question_id, sort_order: i + 1, is_correct: isCorrect })
      .returning('skills_test_option_id')
      .executeTakeFirstOrThrow();
    await db.insertInto('skills_test_option_texts').values({ skills_test_option_id, language: 'en', text }).execute();
  }
}

async function hasSkillsTests(db: Db): Promise<boolean> {
  return (await db.selectFrom('skills_tests').select('skills_test_id').limit(1).executeTakeFirst()) !== undefined;
}

/** Inserts the two tests unless the content is there, then links the demo activities by title. */
export async function seedSkillsTests(db: Db): Promise<void> {
  const bank = skillsTestBank();
  if (!(await hasSkillsTests(db))) {
    for (const test of bank) {
      const { skills_test_id } = await db
        .insertInto('skills_tests')
        .values({ slug: test.slug })
        .returning('skills_test_id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('skills_test_texts')
        .values(
          LANGUAGES.map((language) => ({
            skills_test_id,
            language,
            title: test.title[language],
            instructions: test.instructions[language],
          })),
        )
        .execute();
      for (const [si, section] of test.sections.entries()) {
        const { skills_test_section_id } = await db
          .insertInto('skills_test_sections')
          .values({
            skills_test_id,
            sort_order: si + 1,
            is_practice: section.practice ?? false,
            minutes: section.minutes,
          })
          .returning('skills_test_section_id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('skills_test_section_texts')
          .values(
            LANGUAGES.map((language) => ({
              skills_test_section_id,
              language,
              title: section.title[language],
              instructions: section.instructions[language],
            })),
          )
          .execute();
        for (const [qi, question] of section.questions.entries()) {
          const { skills_test_question_id } = await db
            .insertInto('skills_test_questions')
            .values({ skills_test_section_id, sort_order: qi + 1 })
            .returning('skills_test_question_id')
            .executeTakeFirstOrThrow();
          await db
            .insertInto('skills_test_question_texts')
            .values(LANGUAGES.map((language) => ({ skills_test_question_id, language, text: question.text[language] })))
            .execute();
          const options = await db
            .insertInto('skills_test_options')
            .values(
              question.options.map((_, oi) => ({
                skills_test_question_id,
                sort_order: oi + 1,
                is_correct: oi === question.correct,
              })),
            )
            .returning(['skills_test_option_id', 'sort_order'])
            .execute();
          await db
            .insertInto('skills_test_option_texts')
            .values(
              options.flatMap((o) =>
                LANGUAGES.map((language) => ({
                  skills_test_option_id: o.skills_test_option_id,
                  language,
                  text: question.options[o.sort_order - 1]![language],
                })),
              ),
            )
            .execute();
        }
      }
    }
    await seedDraft(db);
  }
  const tests = await db.selectFrom('skills_tests').select(['skills_test_id', 'slug']).execute();
  for (const test of bank) {
    const id = tests.find((row) => row.slug === test.slug)?.skills_test_id;
    if (id === undefined) continue;
    await db
      .updateTable('job_step_activities')
      .set({ skills_test_id: id })
      .where('activity_type', '=', 'skills_test')
      .where('title', '=', test.activityTitle)
      .where('skills_test_id', 'is', null)
      .execute();
  }
}
