/**
 * The first version of the provider's terms of use and privacy policy, in English, Spanish and
 * French. Written in the small markdown the legal pages render: "## " headings, paragraphs and
 * "- " lists.
 */
export interface FirstVersion {
  document: 'terms' | 'privacy';
  effective_on: string;
  en: string;
  es: string;
  fr: string;
}

const TERMS_EN = `These terms apply to everyone who uses Assay: people applying for jobs or taking assessments (candidates) and the staff of the companies that use it to hire.

## The service
Assay lets companies publish job requisitions, invite candidates and ask them to complete activities such as application forms, questionnaires, typing, skills and speed tests, language tests and recorded video answers. The company you apply to decides which activities you are asked to complete and how it uses the results.

## Your account
- Give true information about yourself and keep your password to yourself.
- Complete assessments yourself, without help from other people or tools the instructions do not allow.
- You may close your account at any time; see the privacy policy for what happens to your data.

## Fair use
Do not try to reach data that is not yours, disturb the service, copy assessment content or share it with others. We may suspend an account that does.

## Results and decisions
Scores and reports help companies make decisions; they are not the decision. The company you apply to is responsible for its hiring decisions and for answering your questions about them.

## Availability
We work to keep the service available and your answers safe, including when your connection drops, but we cannot promise it will never be interrupted.

## Changes
When these terms change we publish a new version with its effective date and ask you to accept it the next time you use the service. Earlier versions stay readable on this page.

## Contact
Questions about these terms: contact the administrator of this Assay installation, or the company that invited you.`;

const TERMS_ES = `Estas condiciones se aplican a todas las personas que usan Assay: quienes se postulan a empleos o realizan evaluaciones (candidatos) y el personal de las empresas que lo usan para contratar.

## El servicio
Assay permite a las empresas publicar requisiciones de empleo, invitar a candidatos y pedirles que completen actividades como formularios de solicitud, cuestionarios, pruebas de mecanografía, de habilidades y de velocidad, pruebas de idioma y respuestas grabadas en vídeo. La empresa a la que te postulas decide qué actividades te pide y cómo usa los resultados.

## Tu cuenta
- Proporciona información veraz sobre ti y no compartas tu contraseña.
- Realiza las evaluaciones tú mismo, sin ayuda de otras personas ni de herramientas que las instrucciones no permitan.
- Puedes cerrar tu cuenta en cualquier momento; consulta la política de privacidad para saber qué ocurre con tus datos.

## Uso adecuado
No intentes acceder a datos que no son tuyos, perturbar el servicio, copiar el contenido de las evaluaciones ni compartirlo. Podemos suspender la cuenta de quien lo haga.

## Resultados y decisiones
Las puntuaciones y los informes ayudan a las empresas a decidir; no son la decisión. La empresa a la que te postulas es responsable de sus decisiones de contratación y de responder a tus preguntas sobre ellas.

## Disponibilidad
Trabajamos para mantener el servicio disponible y tus respuestas seguras, también cuando se corta tu conexión, pero no podemos prometer que nunca se interrumpa.

## Cambios
Cuando estas condiciones cambien publicaremos una nueva versión con su fecha de entrada en vigor y te pediremos que la aceptes la próxima vez que uses el servicio. Las versiones anteriores siguen disponibles en esta página.

## Contacto
Para preguntas sobre estas condiciones, contacta con el administrador de esta instalación de Assay o con la empresa que te invitó.`;

const TERMS_FR = `Ces conditions s'appliquent à toute personne qui utilise Assay : les personnes qui postulent à des emplois ou passent des évaluations (candidats) et le personnel des entreprises qui l'utilisent pour recruter.

## Le service
Assay permet aux entreprises de publier des offres d'emploi, d'inviter des candidats et de leur demander de réaliser des activités comme des formulaires de candidature, des questionnaires, des tests de dactylographie, de compétences et de débit, des tests de langue et des réponses vidéo enregistrées. L'entreprise à laquelle vous postulez choisit les activités demandées et la façon dont elle utilise les résultats.

## Votre compte
- Donnez des informations exactes sur vous et gardez votre mot de passe pour vous.
- Réalisez les évaluations vous-même, sans l'aide d'autres personnes ni d'outils que les consignes n'autorisent pas.
- Vous pouvez fermer votre compte à tout moment ; la politique de confidentialité explique ce que deviennent vos données.

## Bon usage
N'essayez pas d'accéder à des données qui ne sont pas les vôtres, de perturber le service, de copier le contenu des évaluations ni de le partager. Nous pouvons suspendre un compte qui le fait.

## Résultats et décisions
Les scores et les rapports aident les entreprises à décider ; ils ne sont pas la décision. L'entreprise à laquelle vous postulez est responsable de ses décisions de recrutement et de répondre à vos questions à leur sujet.

## Disponibilité
Nous faisons en sorte que le service reste disponible et que vos réponses soient en sécurité, y compris quand votre connexion coupe, mais nous ne pouvons pas promettre qu'il ne sera jamais interrompu.

## Modifications
Quand ces conditions changent, nous publions une nouvelle version avec sa date d'entrée en vigueur et vous demandons de l'accepter lors de votre prochaine utilisation. Les versions précédentes restent consultables sur cette page.

## Contact
Pour toute question sur ces conditions, contactez l'administrateur de cette installation d'Assay ou l'entreprise qui vous a invité.`;

const PRIVACY_EN = `This policy explains what Assay keeps about you when you apply for a job or take an assessment, why, who sees it and what you can ask for. A company you apply to may add its own notice below this policy.

## What we collect
- Your profile: name, email address, phone, address, work history, education and the resume you upload.
- Your answers: application forms, questionnaires, screening questions and the optional equal-opportunity questions.
- Your recordings: video and audio answers you record.
- Your results: scores, typing speed, test results and the reports made from them.
- Technical records: sign-in times, the device's connection speed when you run the speed test, and security logs.

## Why
To let you apply and complete the activities a company asks for, to give that company your results, to keep your answers safe when your connection drops, and to protect the service against misuse.

## Who sees it
The staff of the companies you apply to see your profile, answers, recordings and results for their requisitions. A company never sees what you sent to another company. The administrators of this installation can reach the data to run the service. We do not sell your data.

## How long
Your data is kept while your account is open. A company may set a retention period after which the applications it did not hire from are anonymised. Counts a company must keep by law (for example equal-opportunity figures) are kept without your identity.

## Your rights
- See and correct your profile at any time.
- Download everything the service holds about you.
- Ask for your account and personal data to be erased.
- Object to or ask questions about how a company used your results: contact that company.

## Contact
For privacy questions or to use your rights, contact the administrator of this Assay installation or the company that invited you.`;

const PRIVACY_ES = `Esta política explica qué guarda Assay sobre ti cuando te postulas a un empleo o realizas una evaluación, para qué, quién lo ve y qué puedes pedir. Una empresa a la que te postulas puede añadir su propio aviso debajo de esta política.

## Qué recopilamos
- Tu perfil: nombre, correo electrónico, teléfono, dirección, experiencia laboral, formación y el currículum que subes.
- Tus respuestas: formularios de solicitud, cuestionarios, preguntas de selección y las preguntas opcionales de igualdad de oportunidades.
- Tus grabaciones: las respuestas en vídeo y audio que grabas.
- Tus resultados: puntuaciones, velocidad de mecanografía, resultados de pruebas y los informes elaborados con ellos.
- Registros técnicos: horas de inicio de sesión, la velocidad de conexión del dispositivo cuando haces la prueba de velocidad y registros de seguridad.

## Para qué
Para que puedas postularte y completar las actividades que pide una empresa, para entregar tus resultados a esa empresa, para mantener tus respuestas seguras cuando se corta tu conexión y para proteger el servicio contra el uso indebido.

## Quién lo ve
El personal de las empresas a las que te postulas ve tu perfil, respuestas, grabaciones y resultados de sus requisiciones. Una empresa nunca ve lo que enviaste a otra empresa. Los administradores de esta instalación pueden acceder a los datos para hacer funcionar el servicio. No vendemos tus datos.

## Durante cuánto tiempo
Tus datos se conservan mientras tu cuenta esté abierta. Una empresa puede fijar un plazo de conservación tras el cual se anonimizan las solicitudes que no contrató. Los recuentos que una empresa debe conservar por ley (por ejemplo, las cifras de igualdad de oportunidades) se conservan sin tu identidad.

## Tus derechos
- Ver y corregir tu perfil en cualquier momento.
- Descargar todo lo que el servicio guarda sobre ti.
- Pedir que se borren tu cuenta y tus datos personales.
- Oponerte o preguntar cómo una empresa usó tus resultados: contacta con esa empresa.

## Contacto
Para preguntas sobre privacidad o para ejercer tus derechos, contacta con el administrador de esta instalación de Assay o con la empresa que te invitó.`;

const PRIVACY_FR = `Cette politique explique ce qu'Assay conserve à votre sujet quand vous postulez à un emploi ou passez une évaluation, pourquoi, qui le voit et ce que vous pouvez demander. Une entreprise à laquelle vous postulez peut ajouter sa propre notice sous cette politique.

## Ce que nous recueillons
- Votre profil : nom, adresse e-mail, téléphone, adresse, parcours professionnel, formation et le CV que vous téléversez.
- Vos réponses : formulaires de candidature, questionnaires, questions de présélection et les questions facultatives sur l'égalité des chances.
- Vos enregistrements : les réponses vidéo et audio que vous enregistrez.
- Vos résultats : scores, vitesse de frappe, résultats des tests et les rapports qui en sont tirés.
- Des traces techniques : heures de connexion, le débit de votre appareil quand vous passez le test de débit et des journaux de sécurité.

## Pourquoi
Pour vous permettre de postuler et de réaliser les activités demandées par une entreprise, pour transmettre vos résultats à cette entreprise, pour garder vos réponses en sécurité quand votre connexion coupe et pour protéger le service contre les abus.

## Qui le voit
Le personnel des entreprises auxquelles vous postulez voit votre profil, vos réponses, vos enregistrements et vos résultats pour leurs offres. Une entreprise ne voit jamais ce que vous avez envoyé à une autre. Les administrateurs de cette installation peuvent accéder aux données pour faire fonctionner le service. Nous ne vendons pas vos données.

## Combien de temps
Vos données sont conservées tant que votre compte est ouvert. Une entreprise peut fixer une durée de conservation au-delà de laquelle les candidatures non retenues sont anonymisées. Les décomptes qu'une entreprise doit garder selon la loi (par exemple les chiffres sur l'égalité des chances) sont conservés sans votre identité.

## Vos droits
- Consulter et corriger votre profil à tout moment.
- Télécharger tout ce que le service conserve à votre sujet.
- Demander l'effacement de votre compte et de vos données personnelles.
- Vous opposer à l'usage qu'une entreprise a fait de vos résultats ou l'interroger à ce sujet : contactez cette entreprise.

## Contact
Pour toute question sur la confidentialité ou pour exercer vos droits, contactez l'administrateur de cette installation d'Assay ou l'entreprise qui vous a invité.`;

export const FIRST_VERSIONS: readonly FirstVersion[] = [
  { document: 'terms', effective_on: '2026-11-23', en: TERMS_EN, es: TERMS_ES, fr: TERMS_FR },
  { document: 'privacy', effective_on: '2026-11-23', en: PRIVACY_EN, es: PRIVACY_ES, fr: PRIVACY_FR },
];
