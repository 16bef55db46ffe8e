/**
 * A resume chosen on a full disk is held in the page, not on the device (D347): its line says it is
 * kept in this tab only, with the words every question screen uses, never "Saved on this device".
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { ResumeUpload } from './resume-upload.tsx';

afterEach(cleanup);

const queuedLine = () => document.querySelector('.resume-upload__queued')?.textContent ?? '';

function renderWith(isKeptInTabOnly: boolean) {
  renderInApp(() => (
    <ResumeUpload
      id="resume"
      userId={7}
      resume={null}
      isRequired
      onChange={() => undefined}
      onQueue={async () => undefined}
      queued={{ fileName: 'cv.pdf', size: 2048, status: 'queued', isKeptInTabOnly }}
    />
  ));
}

describe('a resume held in the page on a full disk (D347)', () => {
  it('given the disk refused it, then it says kept in this tab only, not saved on this device', async () => {
    renderWith(true);
    await screen.findByText(/Kept in this tab only: this device could not store it\./);
    expect(queuedLine()).toContain('cv.pdf');
    expect(queuedLine()).not.toContain('on this device:');
    expect(queuedLine()).not.toContain('Saved on this device');
  });

  it('given it is on the device, then it says so', async () => {
    renderWith(false);
    await screen.findByText('cv.pdf');
    expect(queuedLine()).toMatch(/Saved on this device|Queued on this device/);
  });
});
