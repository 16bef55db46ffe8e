/**
 * A named write's one failure presentation (D506): nothing before it fails; its failure said in
 * place (role alert, in the reader's words); sent again, the failure goes while it is on its way
 * and the sending button is busy; done, nothing is said.
 */
import { i18n } from '@lingui/core';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Button } from '../form/button.tsx';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { WriteFailure } from './write-failure.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

function saveServer() {
  const asked: { resolve(): void; reject(error: Error): void }[] = [];
  return {
    write: mutationOptions({
      mutationKey: ['write-failure', 'save'],
      mutationFn: () => new Promise<void>((resolve, reject) => asked.push({ resolve, reject })),
    }),
    asked: () => asked.length,
    done: () => act(async () => asked.at(-1)!.resolve()),
    fail: () => act(async () => asked.at(-1)!.reject(new Error('The name is taken.'))),
  };
}

function SaveButton({ server }: { server: ReturnType<typeof saveServer> }) {
  const save = useMutation(server.write);
  return (
    <>
      <Button isBusy={save.isPending} onClick={() => save.mutate()}>
        Save
      </Button>
      <WriteFailure write={save} textOf={(error) => `Not saved: ${(error as Error).message}`} />
    </>
  );
}

describe('a named write’s failure', () => {
  it('says nothing before it fails, says its failure in place, and goes when sent again', async () => {
    const server = saveServer();
    renderInApp(() => <SaveButton server={server} />);
    const button = await screen.findByRole('button', { name: 'Save' });
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(button);
    await waitFor(() => expect(server.asked()).toBe(1));
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(server.asked()).toBe(1);
    await server.fail();
    expect((await screen.findByRole('alert')).textContent).toBe('Not saved: The name is taken.');
    expect(button.getAttribute('aria-disabled')).toBeNull();

    fireEvent.click(button);
    await waitFor(() => expect(server.asked()).toBe(2));
    expect(screen.queryByRole('alert')).toBeNull();
    await server.done();
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
