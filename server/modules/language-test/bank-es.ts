/** The built-in test's Spanish content (written for this product). */
import { item, type LanguageBank } from './bank-item.ts';

const P1 =
  'Hola, soy Lucía, de la tienda Casa Verde. Le escribo porque su pedido ya llegó. Puede recogerlo de lunes a viernes, de nueve de la mañana a seis de la tarde. Los sábados cerramos a las dos. Por favor, traiga su documento de identidad y el número del pedido. Si no puede venir esta semana, llámenos y se lo enviamos a casa sin coste.';
const P2 =
  'El servicio de atención al cliente de nuestra empresa cambia de horario en verano. Desde el uno de julio, los teléfonos funcionan de ocho a tres. Las consultas por correo electrónico se responden en un plazo de veinticuatro horas, también los fines de semana. Para problemas urgentes con un pago, use el chat de la página web: allí siempre hay una persona disponible.';

export const BANK_ES: LanguageBank = {
  listening: [
    item(
      'l1',
      'c1',
      'Buenos días. El tren a Valencia sale a las diez y cuarto desde el andén número cuatro.',
      '¿A qué hora sale el tren?',
      ['A las diez y cuarto', 'A las cuatro', 'A las diez menos cuarto'],
      'a',
    ),
    item(
      'l2',
      'c2',
      'Perdone, ¿la farmacia está cerca? Sí, siga recto y gire a la izquierda después del banco.',
      '¿Dónde está la farmacia?',
      ['Enfrente del banco', 'A la izquierda, después del banco', 'Detrás de la estación'],
      'b',
    ),
    item(
      'l3',
      'c3',
      'Hoy no puedo ir a la reunión porque mi hijo está enfermo. ¿Podemos hablar mañana por la tarde?',
      '¿Por qué no va a la reunión?',
      ['Porque tiene otra reunión', 'Porque está de viaje', 'Porque su hijo está enfermo'],
      'c',
    ),
    item(
      'l4',
      'c4',
      'Quería cambiar esta camisa. Me queda pequeña. ¿Tienen la talla grande en azul?',
      '¿Qué quiere hacer la persona?',
      ['Cambiar una camisa por otra talla', 'Comprar una camisa roja', 'Devolver el dinero de unos zapatos'],
      'a',
    ),
    item(
      'l5',
      'c5',
      'Le llamo del hotel Mar Azul. Su habitación está lista, pero el desayuno se sirve solo hasta las diez.',
      '¿Hasta qué hora se sirve el desayuno?',
      ['Hasta las nueve', 'Hasta las diez', 'Hasta las once'],
      'b',
    ),
  ],
  reading: [
    item(
      'r1',
      'p1',
      P1,
      '¿Por qué escribe Lucía?',
      ['Para ofrecer un trabajo', 'Porque el pedido ya llegó', 'Porque la tienda cierra'],
      'b',
    ),
    item(
      'r2',
      'p1',
      P1,
      '¿Qué hay que llevar a la tienda?',
      ['El documento de identidad y el número del pedido', 'Solo el dinero', 'Una carta de la empresa'],
      'a',
    ),
    item(
      'r3',
      'p1',
      P1,
      '¿Qué pasa si el cliente no puede ir esta semana?',
      ['Pierde el pedido', 'Tiene que pagar el envío', 'Le envían el pedido a casa gratis'],
      'c',
    ),
    item(
      'r4',
      'p2',
      P2,
      '¿Qué cambia en verano?',
      ['El precio de los productos', 'El horario del servicio de atención', 'La dirección de la empresa'],
      'b',
    ),
    item(
      'r5',
      'p2',
      P2,
      '¿Cuándo responden los correos electrónicos?',
      ['Solo de lunes a viernes', 'En una semana', 'En veinticuatro horas, también el fin de semana'],
      'c',
    ),
    item(
      'r6',
      'p2',
      P2,
      '¿Qué se recomienda para un problema urgente con un pago?',
      ['Usar el chat de la página web', 'Escribir un correo electrónico', 'Ir a la oficina'],
      'a',
    ),
  ],
};
