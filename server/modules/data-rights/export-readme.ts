/**
 * The archive's README.txt in the candidate's language. English lines are the registry's own
 * (personal-data.ts `about`); Spanish and French are here, one per exported table (an activity
 * kind's own tables carry theirs, `aboutIn`), and a test fails when an exported table has none.
 */
import { KIND_PERSONAL_DATA } from '../activity-kinds.ts';

export type ReadmeLanguage = 'en' | 'es' | 'fr';

/** "1 file." or "3 files.": the form the language's plural rules pick (French: "0 fichier."), never "file(s)" (D278). */
function counted(language: ReadmeLanguage, count: number, one: string, other: string): string {
  const word = new Intl.PluralRules(language).select(count) === 'one' ? one : other;
  return `${new Intl.NumberFormat(language).format(count)} ${word}.`;
}

interface ReadmeTexts {
  head: string;
  none: string;
  files: (count: number) => string;
  /** Why links in the copies of mail read [redacted]. */
  redacted: string;
}

export const README_TEXTS: Record<ReadmeLanguage, ReadmeTexts> = {
  en: {
    head: `Everything Assay holds about you

This archive was made at your request. Each file in data/ is one kind of information, as a JSON
list of records (an empty list when there is none). The files you uploaded or recorded, and the
offer letters sent to you, are in files/.
`,
    none: '(none)',
    files: (count) => counted('en', count, 'file', 'files'),
    redacted: `Links and codes that would still sign in, reset a password, accept an invitation, book an
interview or sign a document read [redacted] in the copies of mail: this archive holds no usable
secret. Ask for a new link in Assay when you need one.`,
  },
  es: {
    head: `Todo lo que Assay guarda sobre ti

Este archivo se creó a petición tuya. Cada fichero de data/ es un tipo de información, como una
lista JSON de registros (una lista vacía cuando no hay ninguno). Los ficheros que subiste o
grabaste, y las cartas de oferta que te enviaron, están en files/.
`,
    none: '(ninguno)',
    files: (count) => counted('es', count, 'fichero', 'ficheros'),
    redacted: `Los enlaces y códigos que aún permitirían iniciar sesión, restablecer una contraseña, aceptar
una invitación, reservar una entrevista o firmar un documento aparecen como [redacted] en las copias
del correo: este archivo no contiene ningún secreto utilizable. Pide un enlace nuevo en Assay cuando
lo necesites.`,
  },
  fr: {
    head: `Tout ce qu’Assay conserve à votre sujet

Cette archive a été créée à votre demande. Chaque fichier de data/ est un type d’information, sous
forme de liste JSON d’enregistrements (une liste vide s’il n’y en a aucun). Les fichiers que vous
avez envoyés ou enregistrés, et les lettres d’offre qui vous ont été envoyées, sont dans files/.
`,
    none: '(aucun)',
    files: (count) => counted('fr', count, 'fichier', 'fichiers'),
    redacted: `Les liens et codes qui permettraient encore de se connecter, de réinitialiser un mot de passe,
d’accepter une invitation, de réserver un entretien ou de signer un document apparaissent comme
[redacted] dans les copies des e-mails : cette archive ne contient aucun secret utilisable. Demandez
un nouveau lien dans Assay si vous en avez besoin.`,
  },
};

/** What each exported table holds, in Spanish and French (English: the registry's `about`). */
const OWN_ABOUT: Record<Exclude<ReadmeLanguage, 'en'>, Record<string, string>> = {
  es: {
    user_answers: 'Tus respuestas a cuestionarios y preguntas de selección.',
    screening_answer_files: 'Ficheros que adjuntaste a preguntas de selección (en files/screening_answer_files/).',
    user_field_answers: 'Tus respuestas a los campos del formulario de solicitud de la empresa.',
    user_attempts: 'Cada vez que hiciste una actividad: cuándo empezó y cuándo se envió.',
    background_checks:
      'Las verificaciones de antecedentes de tus solicitudes: quién las hizo, su estado y su resultado.',
    sms_opt_outs:
      'Si tu número de teléfono pidió a una empresa que dejara de enviarle mensajes de texto (STOP) o que volviera a enviarlos. Se conserva tras el borrado, para que no se vuelva a escribir a un número que dijo STOP.',
    sms_messages: 'Mensajes de texto entre tú y el equipo de selección sobre tus solicitudes.',
    application_replies: 'Los correos con los que respondiste al equipo de selección sobre tus solicitudes.',
    applicant_documents:
      'Documentos que el equipo de selección guarda en tus solicitudes (en files/applicant_documents/).',
    application_attribute_scores: 'Tus puntuaciones en cada atributo medido para una solicitud.',
    interviews: 'Tus entrevistas: cuándo y dónde.',
    offer_documents: 'Cartas de oferta en PDF (en files/offer_documents/).',
    offer_signers: 'Quién firma tus ofertas y cuándo lo hizo.',
    offers: 'Ofertas que te hicieron (no se incluyen los borradores que la empresa no envió).',
    pathway_participants:
      'Los itinerarios a los que una empresa te añadió como empleado, con el correo del supervisor que indicó.',
    outcome_invitations:
      'Los enlaces que una empresa te envió para responder preguntas de resultados sobre los empleados que supervisas.',
    camera_stills:
      'Las fotos fijas tomadas durante tus pruebas cronometradas con tu consentimiento (la verificación con cámara), en files/camera_stills/.',
    camera_consents:
      'Tus respuestas a la verificación con cámara antes de tus pruebas cronometradas: aceptada o rechazada, y cuándo.',
    integrity_signals:
      'Cómo hiciste tus pruebas cronometradas, como se te indicó antes de cada una: el tiempo fuera de la página, los intentos de pegar texto, las salidas de pantalla completa, los cambios de tamaño de la ventana y los periodos sin conexión.',
    ats_orders:
      'Los pedidos de evaluación que otro sistema de seguimiento de candidatos hizo para ti: tu nombre, tu correo y su número de solicitud.',
    accommodation_requests:
      'Las adaptaciones que pediste en tus solicitudes, con tus palabras, y las decisiones sobre ellas.',
    user_trackers: 'Tus solicitudes: el puesto, su estado y cuándo.',
    experiences: 'Tu experiencia laboral.',
    user_profiles: 'Tu perfil: segundo correo, fecha de nacimiento, ubicación, enlaces.',
    resumes: 'Tu currículum (el fichero está en files/resumes/).',
    satisfaction_answers: 'Tus respuestas a las preguntas de satisfacción que una empresa te hizo como empleado.',
    employees: 'Tu ficha de empleado, cuando una empresa te contrató.',
    mail_outbox: 'Correo que se te envió.',
    sign_in_sessions:
      'Los dispositivos en los que iniciaste sesión: navegador, dirección y cuándo (tu página de sesiones).',
    audit_events: 'Eventos de seguridad de tu cuenta (se conservan el evento y cuándo ocurrió, sin detalles).',
    users: 'Tu cuenta: nombre, correo, número de teléfono e idioma.',
  },
  fr: {
    user_answers: 'Vos réponses aux questionnaires et aux questions de présélection.',
    screening_answer_files: 'Les fichiers joints à vos réponses de présélection (dans files/screening_answer_files/).',
    user_field_answers: 'Vos réponses aux champs du formulaire de candidature de l’entreprise.',
    user_attempts: 'Chaque fois que vous avez fait une activité : quand elle a commencé et a été envoyée.',
    background_checks:
      'Les vérifications des antécédents de vos candidatures : qui les a faites, leur état et leur résultat.',
    sms_opt_outs:
      'Si votre numéro de téléphone a demandé à une entreprise d’arrêter les SMS (STOP) ou de les reprendre. Conservé après l’effacement, pour qu’un numéro qui a dit STOP ne reçoive plus de SMS.',
    sms_messages: 'Les SMS échangés entre vous et l’équipe de recrutement au sujet de vos candidatures.',
    application_replies:
      'Les e-mails par lesquels vous avez répondu à l’équipe de recrutement au sujet de vos candidatures.',
    applicant_documents:
      'Les documents que l’équipe de recrutement garde sur vos candidatures (dans files/applicant_documents/).',
    application_attribute_scores: 'Vos scores sur chaque attribut mesuré pour une candidature.',
    interviews: 'Vos entretiens : quand et où.',
    offer_documents: 'Les lettres d’offre en PDF (dans files/offer_documents/).',
    offer_signers: 'Qui signe vos offres, et quand.',
    offers: 'Les offres qui vous ont été faites (les brouillons que l’entreprise n’a pas envoyés ne sont pas inclus).',
    pathway_participants:
      'Les parcours auxquels une entreprise vous a ajouté comme salarié, avec l’e-mail du responsable qu’elle a donné.',
    outcome_invitations:
      'Les liens qu’une entreprise vous a envoyés pour répondre à des questions de résultats sur les salariés que vous encadrez.',
    camera_stills:
      'Les photos fixes prises pendant vos tests chronométrés avec votre consentement (la vérification par caméra), dans files/camera_stills/.',
    camera_consents:
      'Vos réponses à la vérification par caméra avant vos tests chronométrés : acceptée ou refusée, et quand.',
    integrity_signals:
      'Comment vous avez passé vos tests chronométrés, comme indiqué avant chacun : le temps hors de la page, les tentatives de collage, les sorties du plein écran, les changements de taille de la fenêtre et les périodes hors ligne.',
    ats_orders:
      'Les commandes d’évaluation qu’un autre logiciel de suivi des candidatures a passées pour vous : votre nom, votre e-mail et son numéro de candidature.',
    accommodation_requests:
      'Les aménagements que vous avez demandés pour vos candidatures, dans vos mots, et les décisions prises.',
    user_trackers: 'Vos candidatures : le poste, leur statut et quand.',
    experiences: 'Votre expérience professionnelle.',
    user_profiles: 'Votre profil : deuxième e-mail, date de naissance, lieu, liens.',
    resumes: 'Votre CV (le fichier est dans files/resumes/).',
    satisfaction_answers:
      'Vos réponses aux questions de satisfaction qu’une entreprise vous a posées en tant que salarié.',
    employees: 'Votre dossier de salarié, quand une entreprise vous a embauché.',
    mail_outbox: 'Les e-mails qui vous ont été envoyés.',
    sign_in_sessions:
      'Les appareils sur lesquels vous vous êtes connecté : navigateur, adresse et dates (votre page des sessions).',
    audit_events: 'Les événements de sécurité de votre compte (l’événement et sa date restent, sans détails).',
    users: 'Votre compte : nom, e-mail, numéro de téléphone et langue.',
  },
};

function kindAbout(language: Exclude<ReadmeLanguage, 'en'>): Record<string, string> {
  return Object.fromEntries(KIND_PERSONAL_DATA.flatMap((t) => (t.aboutIn ? [[t.table, t.aboutIn[language]]] : [])));
}

export const ABOUT: Record<Exclude<ReadmeLanguage, 'en'>, Record<string, string>> = {
  es: { ...OWN_ABOUT.es, ...kindAbout('es') },
  fr: { ...OWN_ABOUT.fr, ...kindAbout('fr') },
};

export function readmeLanguage(language: string | null | undefined): ReadmeLanguage {
  return language === 'es' || language === 'fr' ? language : 'en';
}

export function aboutIn(language: ReadmeLanguage, table: string, english: string): string {
  return language === 'en' ? english : (ABOUT[language][table] ?? english);
}
