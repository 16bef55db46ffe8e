/** The customer service skills test: numerical reasoning with orders and refunds, then judgement with customers. */
import { n, practiceInstructions, practiceTitle, q, type SkillsTestSeed, t } from './skills-test-seed.ts';

export function customerServiceSkillsTest(): SkillsTestSeed {
  return {
    slug: 'customer-service-skills',
    activityTitle: 'Customer service skills test',
    title: t(
      'Customer service skills test',
      'Prueba de habilidades de atención al cliente',
      'Test de compétences en service client',
    ),
    instructions: t(
      'This test has two timed sections: numerical reasoning with orders and refunds, then judgement in customer situations. Each section has its own time limit, shown as a countdown. Choose the best answer to each question. When the time of a section is over, the section closes and the next one begins. Start with the practice questions: they are not timed.',
      'Esta prueba tiene dos secciones con tiempo: razonamiento numérico con pedidos y reembolsos, y criterio en situaciones con clientes. Cada sección tiene su propio tiempo límite, que se muestra como una cuenta atrás. Elige la mejor respuesta a cada pregunta. Cuando se acaba el tiempo de una sección, se cierra y empieza la siguiente. Empieza con las preguntas de práctica: no tienen tiempo límite.',
      'Ce test comporte deux sections chronométrées : raisonnement numérique sur des commandes et des remboursements, puis jugement dans des situations avec des clients. Chaque section a sa propre limite de temps, affichée par un compte à rebours. Choisissez la meilleure réponse à chaque question. Quand le temps d’une section est écoulé, elle se ferme et la suivante commence. Commencez par les questions d’entraînement : elles ne sont pas chronométrées.',
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
              'Un cliente dice que su pedido llegó dañado. ¿Qué haces primero?',
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
          'Cinco preguntas sobre precios, reembolsos y plazos de entrega. Puedes usar papel, no calculadora.',
          'Cinq questions sur les prix, les remboursements et les délais de livraison. Vous pouvez utiliser du papier, pas de calculatrice.',
        ),
        minutes: 5,
        questions: [
          q(
            t(
              'An item costs $80 and is 25% off. What is the sale price?',
              'Un artículo cuesta 80 $ y tiene un 25 % de descuento. ¿Cuál es el precio rebajado?',
              'Un article coûte 80 $ et bénéficie d’une remise de 25 %. Quel est le prix soldé ?',
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
              'L’équipe a répondu à 240 appels en 8 heures. Combien d’appels par heure ?',
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
          'Cinco situaciones. Elige lo que probablemente harías.',
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
              'Le mettre en attente jusqu’à ce qu’il se calme',
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
              'Prometiste devolver la llamada hoy pero la respuesta no está lista. ¿Qué haces?',
              'Vous avez promis de rappeler aujourd’hui mais la réponse n’est pas prête. Que faites-vous ?',
            ),
            1,
            t('Wait until you have the answer', 'Esperar a tener la respuesta', 'Attendre d’avoir la réponse'),
            t(
              'Call as promised and give a new time',
              'Llamar como prometiste y dar una nueva hora',
              'Rappeler comme promis et donner un nouveau délai',
            ),
            t(
              'Send the case to your manager',
              'Enviar el caso a tu responsable',
              'Transmettre le dossier à votre responsable',
            ),
          ),
          q(
            t(
              'A customer asks for a refund the policy does not allow. What is best?',
              'Un cliente pide un reembolso que la política no permite. ¿Qué es lo mejor?',
              'Un client demande un remboursement que la politique n’autorise pas. Quelle est la meilleure option ?',
            ),
            0,
            t(
              'Explain the policy and offer what you can do',
              'Explicar la política y ofrecer lo que sí puedes hacer',
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
              'Dos clientes esperan mientras estás en una llamada larga. ¿Qué haces?',
              'Deux clients attendent pendant que vous êtes dans un long appel. Que faites-vous ?',
            ),
            3,
            t(
              'Ignore them until the call ends',
              'Ignorarlos hasta terminar la llamada',
              'Les ignorer jusqu’à la fin de l’appel',
            ),
            t('End the call quickly', 'Terminar la llamada rápidamente', 'Écourter l’appel'),
            t(
              'Ask the caller to call back later',
              'Pedir a quien llama que vuelva a llamar más tarde',
              'Demander à l’appelant de rappeler plus tard',
            ),
            t(
              'Acknowledge them with a sign and ask a colleague for help',
              'Saludarles con un gesto y pedir ayuda a un compañero',
              'Leur faire signe et demander de l’aide à un collègue',
            ),
          ),
          q(
            t(
              'You made a mistake on a customer’s order. What should you do?',
              'Cometiste un error en el pedido de un cliente. ¿Qué debes hacer?',
              'Vous avez fait une erreur sur la commande d’un client. Que devez-vous faire ?',
            ),
            1,
            t('Fix it quietly and say nothing', 'Corregirlo sin decir nada', 'La corriger discrètement sans rien dire'),
            t(
              'Tell the customer, apologise and fix it',
              'Decírselo al cliente, disculparte y corregirlo',
              'Le dire au client, vous excuser et la corriger',
            ),
            t('Blame the system', 'Culpar al sistema', 'Accuser le système'),
          ),
        ],
      },
    ],
  };
}
