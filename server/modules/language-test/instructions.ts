/**
 * Titles and instructions of the built-in parts in each instruction language. These are content of
 * the test (like a skills test's texts), not interface strings: the instruction language is set
 * per part by its id and can differ from the language the candidate chose for the app.
 */
interface PartTexts {
  title: (language: string) => string;
  instructions: (language: string) => string;
}

export interface InstructionTexts {
  languageNames: Record<string, string>;
  listening: PartTexts;
  reading: PartTexts;
}

export const PART_INSTRUCTIONS: Readonly<Record<string, InstructionTexts>> = {
  en: {
    languageNames: { en: 'English', es: 'Spanish', fr: 'French' },
    listening: {
      title: (l) => `${l} listening`,
      instructions: (l) =>
        `You will hear short recordings in ${l}. Use the play button to listen; you may listen again. Then choose the answer that matches what you heard. If your device cannot play the audio, you can show the text instead. Each question has one answer. You can change an answer until you finish this part.`,
    },
    reading: {
      title: (l) => `${l} reading`,
      instructions: (l) =>
        `Read each short text in ${l} and answer the questions about it. Each question has one answer. You can change an answer until you finish this part.`,
    },
  },
  es: {
    languageNames: { en: 'inglés', es: 'español', fr: 'francés' },
    listening: {
      title: (l) => `Comprensión auditiva en ${l}`,
      instructions: (l) =>
        `Escucharás grabaciones breves en ${l}. Usa el botón de reproducción para escuchar; puedes volver a escuchar. Después elige la respuesta que corresponde a lo que oíste. Si tu dispositivo no puede reproducir el audio, puedes mostrar el texto. Cada pregunta tiene una sola respuesta. Puedes cambiar una respuesta hasta terminar esta parte.`,
    },
    reading: {
      title: (l) => `Comprensión lectora en ${l}`,
      instructions: (l) =>
        `Lee cada texto breve en ${l} y responde las preguntas. Cada pregunta tiene una sola respuesta. Puedes cambiar una respuesta hasta terminar esta parte.`,
    },
  },
  fr: {
    languageNames: { en: 'anglais', es: 'espagnol', fr: 'français' },
    listening: {
      title: (l) => `Compréhension orale en ${l}`,
      instructions: (l) =>
        `Vous allez entendre de courts enregistrements en ${l}. Utilisez le bouton de lecture pour écouter ; vous pouvez réécouter. Choisissez ensuite la réponse qui correspond à ce que vous avez entendu. Si votre appareil ne peut pas lire l’audio, vous pouvez afficher le texte. Chaque question a une seule réponse. Vous pouvez modifier une réponse jusqu’à la fin de cette partie.`,
    },
    reading: {
      title: (l) => `Compréhension écrite en ${l}`,
      instructions: (l) =>
        `Lisez chaque court texte en ${l} et répondez aux questions. Chaque question a une seule réponse. Vous pouvez modifier une réponse jusqu’à la fin de cette partie.`,
    },
  },
};
