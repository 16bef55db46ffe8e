/**
 * The line a candidate's invitation to their next steps carries to the device check (/test), in the
 * mail's language. Added after the template's text, so a company's own version of the template
 * carries it too.
 */
import type { Language } from '../../contracts/languages.ts';
import { escapeHtml } from './mail-body.ts';
import type { OutgoingMail } from './mail.ts';

const LINES: Record<Language, string> = {
  en: 'Some steps may be timed. Before you start one, check your device (camera, microphone, connection):',
  es: 'Algunos pasos pueden tener tiempo limitado. Antes de empezar uno, comprueba tu dispositivo (cámara, micrófono, conexión):',
  fr: 'Certaines étapes peuvent être chronométrées. Avant d’en commencer une, vérifiez votre appareil (caméra, micro, connexion) :',
};

export function withDeviceCheckLine(mail: OutgoingMail, publicUrl: string): OutgoingMail {
  const line = LINES[mail.language ?? 'en'];
  const url = `${publicUrl}/test`;
  return {
    ...mail,
    text: `${mail.text.trimEnd()}\n\n${line}\n${url}`,
    ...(mail.html === undefined
      ? {}
      : {
          html: `${mail.html}\n<p style="margin:0 0 16px">${escapeHtml(line)}<br><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
        }),
  };
}
