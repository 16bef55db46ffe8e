/**
 * French typography in the built-in texts a database already stores (D323). f33b1040 and 86ccb5cb
 * (D278, D323) made the French of the seeded content write ’ where it wrote a straight apostrophe
 * ("J'aime" became "J’aime"), but only databases created after them got the new texts: the
 * questionnaires' titles, instructions, facets, sections and items (55 personality items from
 * @bigfive-org/questions among them), the like/dislike and career-goal scale labels, the two seeded
 * skills tests and the demo onboarding form's labels. The typing passage's title "L'entrepôt"
 * (migration 0015) gets ’ here in every database; its text keeps ' (it is typed as shown).
 *
 * Each text is written out below as it reads now. The text it replaces is the same with ' for
 * every ’: that held for each of the 126 French texts those commits changed (the seed content as
 * f33b1040^ and df128860 build it, compared field by field), and none of the old ones held a ’. A
 * stored text is changed only when it is exactly that old text, in French; a text anyone changed,
 * by a character, stays as it is. The texts are written out here, so what this migration does
 * never changes with the seed files.
 */
import { sql, type Kysely } from 'kysely';

/** The straight-apostrophe text a database created before the change stores. */
export const straight = (text: string): string => text.replaceAll('’', "'");

/** The personality facets' names (the questionnaire's attributes and the attributes library). */
const ATTRIBUTE_NAMES = ['Niveau d’activité', 'Ouverture à l’expérience', 'Goût de l’aventure', 'Sens de l’ordre'];

/** A table's French text column and the texts it holds, as they read now. */
export const PLACES: { table: string; column: string; texts: string[] }[] = [
  {
    table: 'assessment_texts',
    column: 'title',
    texts: ['Questionnaire d’intérêts'],
  },
  {
    table: 'assessment_texts',
    column: 'instructions',
    texts: [
      'Décrivez-vous tel que vous êtes généralement aujourd’hui, et non tel que vous souhaiteriez être. Il n’y a pas de bonne ou de mauvaise réponse.',
      'Quelle importance accordez-vous à chacun de ces aspects dans un emploi ? Répondez pour l’emploi que vous souhaiteriez, pas pour celui que vous occupez.',
      'À quelle fréquence chaque affirmation vous décrit-elle au travail ? Si vous n’avez pas encore travaillé, pensez à vos études, au bénévolat ou à d’autres activités.',
    ],
  },
  { table: 'assessment_attribute_texts', column: 'name', texts: ATTRIBUTE_NAMES },
  { table: 'attribute_type_texts', column: 'name', texts: ATTRIBUTE_NAMES },
  {
    table: 'assessment_section_texts',
    column: 'title',
    texts: ['Questions d’entraînement'],
  },
  {
    table: 'response_scale_options',
    column: 'label',
    texts: ['Je n’aime pas du tout', 'Je n’aime pas', 'J’aime', 'J’aime beaucoup', 'C’est mon objectif'],
  },
  {
    table: 'skills_test_texts',
    column: 'instructions',
    texts: [
      'Ce test comporte deux sections chronométrées : raisonnement numérique sur des commandes et des remboursements, puis jugement dans des situations avec des clients. Chaque section a sa propre limite de temps, affichée par un compte à rebours. Choisissez la meilleure réponse à chaque question. Quand le temps d’une section est écoulé, elle se ferme et la suivante commence. Commencez par les questions d’entraînement : elles ne sont pas chronométrées.',
      'Ce test comporte deux sections chronométrées : risques et signalisation, puis travail en sécurité dans un entrepôt. Chaque section a sa propre limite de temps, affichée par un compte à rebours. Choisissez la meilleure réponse à chaque question. Quand le temps d’une section est écoulé, elle se ferme et la suivante commence. Commencez par les questions d’entraînement : elles ne sont pas chronométrées.',
    ],
  },
  {
    table: 'skills_test_section_texts',
    column: 'title',
    texts: ['Questions d’entraînement', 'Travail en sécurité dans l’entrepôt'],
  },
  {
    table: 'skills_test_question_texts',
    column: 'text',
    texts: [
      'Un article coûte 80 $ et bénéficie d’une remise de 25 %. Quel est le prix soldé ?',
      'L’équipe a répondu à 240 appels en 8 heures. Combien d’appels par heure ?',
      'Vous avez promis de rappeler aujourd’hui mais la réponse n’est pas prête. Que faites-vous ?',
      'Un client demande un remboursement que la politique n’autorise pas. Quelle est la meilleure option ?',
      'Vous avez fait une erreur sur la commande d’un client. Que devez-vous faire ?',
      'Le klaxon d’un chariot élévateur est en panne. Que faites-vous ?',
    ],
  },
  {
    table: 'skills_test_option_texts',
    column: 'text',
    texts: [
      'Le mettre en attente jusqu’à ce qu’il se calme',
      'Attendre d’avoir la réponse',
      'Les ignorer jusqu’à la fin de l’appel',
      'Écourter l’appel',
      'Demander à l’appelant de rappeler plus tard',
      'Leur faire signe et demander de l’aide à un collègue',
      'Finir d’abord votre tâche',
      'Avertissement d’un danger',
      'Aucun s’il est fin',
      'L’utiliser jusqu’à la fin du service',
      'Sur l’étagère du haut',
    ],
  },
  { table: 'typing_passages', column: 'title', texts: ['L’entrepôt'] },
];

/** The questionnaires' items, by item id, as they read now. */
export const ITEM_TEXTS: Record<string, string> = {
  'personality:practice-1': 'J’apprécie une journée ensoleillée',
  'personality:43c98ce8-a07a-4dc2-80f6-c1b2a2485f06': 'Je m’inquiète à propos de choses',
  'personality:888dd864-7449-4e96-8d5c-7a439603ea91': 'J’ai une imagination débordante',
  'personality:458f3957-2359-4077-ade1-34525d633063': 'J’adore les grandes fêtes',
  'personality:58d571e5-d725-4cf8-a438-32c16ee28eb6': 'Je crois en l’importance de l’art',
  'personality:0cf79e27-e702-45c2-9471-04ac96b58e0e': 'J’utilise les autres pour mes propres fins',
  'personality:cda1ca17-b599-4561-a6cd-ff9d36062d27': 'J’aime faire du rangement',
  'personality:8af754f2-68e9-48f3-8c5d-2e6633d4472c': 'J’aime prendre en charge',
  'personality:ccf3a5c8-fb50-4bd4-8e7a-22af3d657279': 'J’adore aider les autres',
  'personality:b2d9ef74-73f5-4ea8-b00c-7aaca15937df': 'J’éprouve de la difficulté à aborder les autres',
  'personality:e2028ad3-b128-4f76-be57-398bfe2aff22': 'J’adore une bonne bagarre',
  'personality:987efee2-899f-4a65-b9b5-1589ef0460d7': 'J’adore les sensations fortes',
  'personality:e1e804c7-4a1d-498f-8610-f95147af9d1d': 'J’adore lire des documents stimulants',
  'personality:08ff6dca-02a5-4aeb-aaa4-2ecf2526f143': 'J’aime me perdre dans mes idées',
  'personality:f110fc66-2e9e-413c-920b-19f05e63d7ac': 'J’excelle dans ce que je fais',
  'personality:b5919f2f-cded-4745-a9ce-c02703cee807':
    'Je vois une beauté dans les choses que d’autres pourraient ne pas remarquer',
  'personality:adf33f9f-45bd-43e3-af25-4c491176d97f': 'J’oublie souvent de remettre les choses à leur place',
  'personality:f0a14e16-d726-47e9-a2c1-647fd3d7d52e': 'Je n’ai pas beaucoup d’estime pour moi',
  'personality:0b38e3d3-c15c-454c-b034-f4eb7ae1580a': 'J’essaie de diriger les autres',
  'personality:acd8fadc-5399-4a67-b5ff-9d1ada049c01': 'J’ai peur d’attirer l’attention',
  'personality:33b81fd0-7e32-4cd8-a13a-d5f5f754f998': 'Je préfère m’en tenir aux choses connues',
  'personality:f12c3d9d-1d12-4aa6-ad2e-009cd0651cbb': 'Je fais plus que ce que l’on attend de moi',
  'personality:f1675af6-88bf-4376-a946-0281e762b39c': 'Je recherche l’aventure',
  'personality:95a3f20c-f933-4d19-a2c1-a7dbdf63c562': 'J’évite les discussions philosophiques',
  'personality:7df44711-4cd4-4b05-8830-73fcc3ebdab5': 'J’ai une très grande estime de moi-même',
  'personality:961376e0-16a1-4c14-b059-789e63d11b63': 'J’ai beaucoup de plaisir',
  'personality:f08e1b27-3673-4898-9cae-896482d0d9f9': 'Je crois qu’il n’y a pas de bon ou de mauvais absolu',
  'personality:c2038c12-7a37-47a8-9983-831bd6692aab': 'J’ai de la sympathie pour les gens plus démunis que moi',
  'personality:4d81238b-5407-47d4-88e5-dc0e38aa14f5': 'J’ai peur de beaucoup de choses',
  'personality:9f9166f0-fa94-4c14-a91d-3eecd8395794': 'J’évite le contact avec les autres',
  'personality:23a1034f-fab7-4887-a66e-5ef4eaafb25e': 'J’adore rêvasser',
  'personality:c63e6121-c3ed-40cc-abc2-c1e6ea1e0858': 'J’ai confiance en ce que les gens disent',
  'personality:751a04bc-5adf-485a-8ea4-4308406ae85b': 'Je n’aime pas la poésie',
  'personality:743d8973-1de1-4485-91b4-8a5cf63e7d44': 'Il m’arrive souvent de broyer du noir',
  'personality:4e6e3a34-176f-4e6e-8730-1341611f972b': 'J’enfreins les règles',
  'personality:20062533-a33d-4c1e-9cd9-bff868015b3f': 'Je me sens seulement à l’aise avec mes amis',
  'personality:0d2e65ab-95d9-482f-beb4-3239a3a4944a': 'Je n’aime pas les changements',
  'personality:0de0f900-cede-4538-9c00-5da4f830b028': 'J’insulte les gens',
  'personality:a9c97d6b-6721-4150-8d84-64ef3082f164': 'Je fais juste assez de travail pour m’en sortir',
  'personality:7dd6cf2d-5c14-48c2-8ae5-633a7a596c71': 'J’agis de manière effrénée',
  'personality:fecc35f7-681e-4889-a404-4a973a3dfef0': 'J’ai des difficultés à comprendre les idées abstraites',
  'personality:1d686958-6fe7-432f-85e6-186b99e4e232': 'J’ai une très bonne opinion de moi-même',
  'personality:79d956e8-1118-402a-a0e2-9380af18243e': 'J’adore la vie',
  'personality:a354cf7c-8d11-46ac-acc5-da90d2048637': 'Je me précipite dans l’action',
  'personality:935a7413-abac-4f54-9169-d1fbd39da752': 'J’aime me perdre dans mes pensées',
  'personality:9a47184f-6046-4e68-a61b-3d9b357b86ea': 'J’évite les foules',
  'personality:87c5b27e-59a8-4c48-8ba8-f5413d735693': 'Je n’apprécie pas visiter des musées d’art',
  'personality:11b20adb-abed-4363-894c-3dd823ae0540': 'J’entrave les plans des autres',
  'personality:f40e421f-6c24-4be2-bd9f-28d33358d8c6': 'Je suis à l’aise avec moi-même',
  'personality:8791f37b-686f-47c3-9db7-74c009951321': 'J’attends que les autres prennent les devants',
  'personality:7d93e1ca-46e8-4a30-9623-42a80c9b420c': 'J’aime prendre ça mollo',
  'personality:17910a55-a64a-4ed0-8b46-293e2fa2fe03': 'Je m’en prends aux autres',
  'personality:3890bb43-2695-4b8d-b289-ee10d11cc884': 'Je mets peu de temps et d’efforts dans mon travail',
  'personality:10f90fa9-649c-4631-ac4c-3dd3f751597d': 'J’agis de façon téméraire',
  'personality:51403620-968c-42fa-a772-65ba5ad8396f': 'J’ai de la difficulté à commencer les tâches',
  'personality:ea3327ea-3529-4be4-8e2d-2174731ae4d7': 'J’agis sans penser',
  'interests:practice-1': 'Organiser une escapade le temps d’un week-end',
  'interests:S1': 'Apprendre une nouvelle compétence à quelqu’un',
  'values:practice-1': 'Avoir un trajet court jusqu’au travail',
  'values:REL1': 'Bien m’entendre avec mes collègues',
  'values:SEC1': 'Savoir que mon poste existera encore l’an prochain',
  'values:REL2': 'Faire partie d’une équipe chaleureuse',
  'values:SUP2': 'Recevoir une formation adaptée à ce que l’on me demande',
  'values:WCO2': 'Disposer d’un lieu de travail confortable et sûr',
  'values:VAR2': 'Passer d’un type de tâche à un autre',
  'values:IND3': 'Mettre à l’essai mes propres idées au travail',
  'competencies:practice-2': 'Je lis le mode d’emploi avant d’utiliser un nouvel appareil',
  'competencies:COM1': 'J’explique les choses de sorte que les autres les comprennent du premier coup',
  'competencies:PRS1': 'Je cherche la cause d’un problème avant d’essayer de le résoudre',
  'competencies:ADA1': 'Je m’adapte rapidement quand les plans changent',
  'competencies:CUS1': 'Je veille à ce que les clients repartent avec ce qu’ils sont venus chercher',
  'competencies:INI1': 'Je m’attaque aux tâches nécessaires sans qu’on me le demande',
  'competencies:COM2': 'J’écoute jusqu’au bout avant de répondre',
  'competencies:PRS2': 'J’examine plusieurs options avant de choisir une solution',
  'competencies:ADA2': 'J’adopte de nouveaux outils et de nouvelles méthodes sans grande difficulté',
  'competencies:PLA2': 'Je décide quelles tâches passent en premier quand j’en ai beaucoup à faire',
  'competencies:INI2': 'Je propose des moyens d’améliorer notre façon de travailler',
  'competencies:TEA3': 'Je fais les choses à ma façon même quand l’équipe en a décidé autrement',
  'competencies:PRS3': 'J’abandonne quand la première solution que j’essaie ne fonctionne pas',
  'competencies:ADA3': 'Je bloque quand je dois travailler d’une manière inhabituelle',
  'competencies:CUS3': 'Je considère que la demande d’un client est l’affaire de quelqu’un d’autre',
  'competencies:PLA3': 'Je perds de vue des choses que j’avais promis de faire',
  'competencies:INI3': 'J’attends des instructions avant de faire quoi que ce soit de nouveau',
};

/** The demo onboarding form's labels (a field's `label.fr` in the form's jsonb list), as they read now. */
export const ONBOARDING_LABELS: string[] = [
  'Nom d’usage',
  'Nom du contact d’urgence',
  'Téléphone du contact d’urgence',
  'J’ai lu le manuel de l’employé',
];

interface OnboardingField {
  label?: Record<string, unknown>;
}

/** Every French text still stored exactly as seeded before gets ’; running it again changes nothing. */
export async function frenchApostrophes(db: Kysely<unknown>): Promise<void> {
  for (const { table, column, texts } of PLACES)
    for (const text of texts)
      await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${text}
        where language = 'fr' and ${sql.ref(column)} = ${straight(text)}`.execute(db);
  for (const [itemId, text] of Object.entries(ITEM_TEXTS))
    await sql`update assessment_item_texts set text = ${text}
      where language = 'fr' and item_id = ${itemId} and text = ${straight(text)}`.execute(db);
  // The onboarding form keeps its fields as one jsonb list: only a field's French label changes.
  const { rows } = await sql<{ onboarding_form_id: number; fields: unknown }>`
    select onboarding_form_id, fields from account_onboarding_forms`.execute(db);
  for (const row of rows) {
    const fields = (typeof row.fields === 'string' ? JSON.parse(row.fields) : row.fields) as OnboardingField[];
    if (!Array.isArray(fields)) continue;
    let changed = false;
    for (const field of fields) {
      const now = ONBOARDING_LABELS.find((label) => field?.label?.fr === straight(label));
      if (now && field.label) {
        field.label.fr = now;
        changed = true;
      }
    }
    if (changed)
      await sql`update account_onboarding_forms set fields = ${JSON.stringify(fields)}::jsonb
        where onboarding_form_id = ${row.onboarding_form_id}`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await frenchApostrophes(db);
}

/** Nothing to undo: the straight apostrophes are not brought back. */
export async function down(): Promise<void> {}
