import { describe, expect, it } from 'vitest';
import { withDeviceCheckLine } from './device-check-line.ts';

const mail = {
  to: 'dana@assay.test',
  subject: 'Hi',
  text: 'Hello.\n',
  html: '<p>Hello.</p>',
  purpose: { reason: 'application_received' as const, accountId: 1 },
};

describe('withDeviceCheckLine', () => {
  it('adds the device check link in the mail language, to both parts', () => {
    const es = withDeviceCheckLine({ ...mail, language: 'es' }, 'https://assay.example');
    expect(es.text).toBe(
      'Hello.\n\nAlgunos pasos pueden tener tiempo limitado. Antes de empezar uno, comprueba tu dispositivo (cámara, micrófono, conexión):\nhttps://assay.example/test',
    );
    expect(es.html).toContain('<a href="https://assay.example/test">https://assay.example/test</a>');
    expect(withDeviceCheckLine(mail, 'http://x').text).toContain('check your device');
    expect(withDeviceCheckLine({ ...mail, language: 'fr' }, 'http://x').text).toContain('vérifiez votre appareil');
  });

  it('leaves the HTML to be made from the text when the mail has none', () => {
    const { html: _html, ...plain } = mail;
    expect(withDeviceCheckLine(plain, 'http://x').html).toBeUndefined();
  });
});
