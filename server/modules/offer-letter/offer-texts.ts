/** The words the server writes into an offer's PDF, in the offer's language. */
type Language = 'en' | 'es' | 'fr';

const TEXTS = {
  en: {
    signatures: 'Signatures',
    signer: (n: number) => `Signer ${n}`,
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    offerFor: (job: string, company: string) => `${job} · ${company}`,
    signedLine: (name: string, at: string, ip: string) => `Signed by ${name} on ${at} from ${ip}`,
    certificate: {
      title: 'Certificate of signature',
      intro:
        'Each signer signed the document whose SHA-256 is shown. The server sealed this file after the last signature; any change breaks the seal.',
      name: 'Name',
      email: 'Email',
      time: 'Signed at (UTC)',
      ip: 'IP address',
      hash: 'SHA-256 of the document signed',
    },
  },
  es: {
    signatures: 'Firmas',
    signer: (n: number) => `Firmante ${n}`,
    page: (n: number, of: number) => `Página ${n} de ${of}`,
    offerFor: (job: string, company: string) => `${job} · ${company}`,
    signedLine: (name: string, at: string, ip: string) => `Firmado por ${name} el ${at} desde ${ip}`,
    certificate: {
      title: 'Certificado de firma',
      intro:
        'Cada firmante firmó el documento cuyo SHA-256 se indica. El servidor selló este archivo tras la última firma; cualquier cambio rompe el sello.',
      name: 'Nombre',
      email: 'Correo electrónico',
      time: 'Firmado el (UTC)',
      ip: 'Dirección IP',
      hash: 'SHA-256 del documento firmado',
    },
  },
  fr: {
    signatures: 'Signatures',
    signer: (n: number) => `Signataire ${n}`,
    page: (n: number, of: number) => `Page ${n} sur ${of}`,
    offerFor: (job: string, company: string) => `${job} · ${company}`,
    signedLine: (name: string, at: string, ip: string) => `Signé par ${name} le ${at} depuis ${ip}`,
    certificate: {
      title: 'Certificat de signature',
      intro:
        'Chaque signataire a signé le document dont le SHA-256 est indiqué. Le serveur a scellé ce fichier après la dernière signature ; toute modification rompt le sceau.',
      name: 'Nom',
      email: 'E-mail',
      time: 'Signé le (UTC)',
      ip: 'Adresse IP',
      hash: 'SHA-256 du document signé',
    },
  },
} satisfies Record<Language, unknown>;

export const offerTexts = (language: Language) => TEXTS[language];
export const certificateLabels = (language: Language) => TEXTS[language].certificate;
