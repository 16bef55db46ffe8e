/**
 * The typing test and the internet speed test: the passages (product content, written
 * by us, inserted here so every database has them, demo or not), one typing result and one speed
 * test result per tracker activity. The typing duration lives in job_step_activities.settings
 * (`typing_duration_seconds`, 60 when absent).
 */
import { sql, type Kysely } from 'kysely';

export const TYPING_PASSAGES: { language: 'en' | 'es' | 'fr'; title: string; text: string }[] = [
  {
    language: 'en',
    title: 'The help desk',
    text:
      'Every morning the help desk opens at eight. The first calls are usually about passwords, printers and parcels that did not arrive on time. ' +
      'A good agent listens to the whole question before answering, writes a short note in the ticket and checks that the customer knows what happens next. ' +
      'Most problems are solved in one call when the notes are clear and the promise is kept. At the end of the day the team reads the open tickets together and decides who will call each customer back tomorrow.',
  },
  {
    language: 'en',
    title: 'The warehouse',
    text:
      'The delivery truck reached the warehouse a little after noon. Maria counted the boxes twice, signed the form and asked the driver to wait while she checked the labels. ' +
      'Two boxes were addressed to another store, so she wrote their numbers on the form and sent a message to the office. ' +
      "By three o'clock the shelves were full again, the wrong boxes were on their way and the next order was already printed on the desk near the door.",
  },
  {
    language: 'en',
    title: 'The garden',
    text:
      'Our neighbours planted a small garden behind the library last spring. They chose tomatoes, beans, herbs and a row of sunflowers that grew taller than the fence. ' +
      'Children from the school water the plants on weekdays, and volunteers take turns on Saturday mornings. ' +
      'In the autumn the vegetables are shared with anyone who asks, and the seeds are dried on paper and kept in labelled envelopes for the next year.',
  },
  {
    language: 'es',
    title: 'El servicio al cliente',
    text:
      'Cada mañana el equipo de atención al cliente abre las líneas a las ocho. Las primeras llamadas suelen ser sobre contraseñas, facturas y paquetes que no llegaron a tiempo. ' +
      'Un buen agente escucha la pregunta completa antes de responder, escribe una nota breve en el caso y comprueba que el cliente sabe qué pasará después. ' +
      'La mayoría de los problemas se resuelven en una sola llamada cuando las notas son claras y se cumple lo prometido.',
  },
  {
    language: 'es',
    title: 'El almacén',
    text:
      'El camión de reparto llegó al almacén poco después del mediodía. Lucía contó las cajas dos veces, firmó el formulario y pidió al conductor que esperara mientras revisaba las etiquetas. ' +
      'Dos cajas iban dirigidas a otra tienda, así que anotó sus números y envió un mensaje a la oficina. ' +
      'A las tres de la tarde las estanterías estaban llenas otra vez y el siguiente pedido ya estaba impreso sobre la mesa.',
  },
  {
    language: 'es',
    title: 'El huerto',
    text:
      'Nuestros vecinos plantaron un pequeño huerto detrás de la biblioteca la primavera pasada. Eligieron tomates, judías, hierbas y una fila de girasoles que crecieron más que la valla. ' +
      'Los niños de la escuela riegan las plantas entre semana y los voluntarios se turnan los sábados por la mañana. ' +
      'En otoño las verduras se reparten entre quienes las piden y las semillas se guardan en sobres para el año siguiente.',
  },
  {
    language: 'fr',
    title: 'Le service client',
    text:
      'Chaque matin, le service client ouvre ses lignes à huit heures. Les premiers appels concernent souvent des mots de passe, des factures et des colis arrivés en retard. ' +
      'Un bon conseiller écoute toute la question avant de répondre, écrit une courte note dans le dossier et vérifie que le client sait ce qui va se passer ensuite. ' +
      'La plupart des problèmes se règlent en un seul appel quand les notes sont claires et que la promesse est tenue.',
  },
  {
    language: 'fr',
    title: "L'entrepôt",
    text:
      "Le camion de livraison est arrivé à l'entrepôt peu après midi. Camille a compté les cartons deux fois, signé le bon et demandé au chauffeur d'attendre pendant qu'elle vérifiait les étiquettes. " +
      'Deux cartons étaient destinés à un autre magasin, alors elle a noté leurs numéros et envoyé un message au bureau. ' +
      'À trois heures, les rayons étaient de nouveau pleins et la commande suivante était déjà imprimée sur le bureau.',
  },
  {
    language: 'fr',
    title: 'Le jardin',
    text:
      'Nos voisins ont planté un petit jardin derrière la bibliothèque au printemps dernier. Ils ont choisi des tomates, des haricots, des herbes et une rangée de tournesols plus hauts que la clôture. ' +
      "Les enfants de l'école arrosent les plantes en semaine et des bénévoles se relaient le samedi matin. " +
      "En automne, les légumes sont partagés avec tous ceux qui en demandent et les graines sont gardées dans des enveloppes pour l'année suivante.",
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('typing_passages')
    .addColumn('typing_passage_id', 'serial', (c) => c.primaryKey())
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('en', 'es', 'fr')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('typing_passages_language_idx')
    .on('typing_passages')
    .columns(['language', 'sort'])
    .execute();

  await db.schema
    .createTable('typing_results')
    .addColumn('typing_result_id', 'serial', (c) => c.primaryKey())
    // The device's attempt id: a resend of the same attempt is recognised.
    .addColumn('attempt_id', 'uuid', (c) => c.notNull().unique())
    .addColumn('ref_id', 'uuid', (c) => c.notNull().references('user_trackers.ref_id').onDelete('cascade'))
    .addColumn('job_step_activity_id', 'integer', (c) =>
      c.notNull().references('job_step_activities.job_step_activity_id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('typing_passage_id', 'integer', (c) => c.notNull().references('typing_passages.typing_passage_id'))
    .addColumn('typed_text', 'text', (c) => c.notNull())
    .addColumn('keystroke_log', 'jsonb', (c) => c.notNull())
    .addColumn('keystrokes', 'integer', (c) => c.notNull())
    .addColumn('corrections', 'integer', (c) => c.notNull())
    .addColumn('elapsed_ms', 'integer', (c) => c.notNull())
    .addColumn('duration_seconds', 'integer', (c) => c.notNull())
    .addColumn('time_accommodation', 'numeric(4, 2)', (c) => c.notNull())
    .addColumn('net_wpm', 'numeric(6, 1)', (c) => c.notNull())
    .addColumn('raw_wpm', 'numeric(6, 1)', (c) => c.notNull())
    .addColumn('accuracy', 'numeric(4, 1)', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz')
    .addColumn('completed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('typing_results_ref_activity_key', ['ref_id', 'job_step_activity_id'])
    .execute();

  await db.schema
    .createTable('speed_test_results')
    .addColumn('speed_test_result_id', 'serial', (c) => c.primaryKey())
    .addColumn('ref_id', 'uuid', (c) => c.notNull().references('user_trackers.ref_id').onDelete('cascade'))
    .addColumn('job_step_activity_id', 'integer', (c) =>
      c.notNull().references('job_step_activities.job_step_activity_id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('download_mbps', 'numeric(10, 2)', (c) => c.notNull())
    .addColumn('upload_mbps', 'numeric(10, 2)', (c) => c.notNull())
    .addColumn('latency_ms', 'numeric(8, 1)', (c) => c.notNull())
    .addColumn('jitter_ms', 'numeric(8, 1)', (c) => c.notNull())
    .addColumn('method_version', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('speed_test_results_ref_activity_key', ['ref_id', 'job_step_activity_id'])
    .execute();

  await (db as Kysely<{ typing_passages: { language: string; title: string; text: string; sort: number } }>)
    .insertInto('typing_passages')
    .values(TYPING_PASSAGES.map((p, i) => ({ ...p, sort: i + 1 })))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('speed_test_results').ifExists().execute();
  await db.schema.dropTable('typing_results').ifExists().execute();
  await db.schema.dropTable('typing_passages').ifExists().execute();
}
