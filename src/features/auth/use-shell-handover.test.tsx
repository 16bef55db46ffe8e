import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { watchShellInput } from '../../lib/shell-input.ts';
import { useShellHandover } from './use-shell-handover.ts';

// React's act() needs this flag outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const FIELDS = ['email', 'password'] as const;

/** The same fields as the shell's, controlled, as the sign-in form has them. */
function Form() {
  const [values, setValues] = useState({ email: '', password: '' });
  const setValue = (field: (typeof FIELDS)[number]) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  useShellHandover(FIELDS, setValue);
  return (
    <form>
      <input id="email" type="email" value={values.email} onChange={(event) => setValue('email')(event.target.value)} />
      <input
        id="password"
        type="password"
        value={values.password}
        onChange={(event) => setValue('password')(event.target.value)}
      />
    </form>
  );
}

let root: Root | undefined;
let container: HTMLElement;

/** The static shell as login.html sends it: the same two fields, and the rest inert. */
function sendShell() {
  container = document.createElement('div');
  container.innerHTML =
    '<header inert><select disabled></select></header><form><input id="email" type="email"><input id="password" type="password"><div inert><button disabled type="submit">Sign in</button></div></form>';
  document.body.append(container);
  return {
    email: container.querySelector<HTMLInputElement>('#email')!,
    password: container.querySelector<HTMLInputElement>('#password')!,
  };
}

async function appArrives() {
  watchShellInput(container);
  root = createRoot(container);
  await act(async () => root!.render(<Form />));
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

describe('the sign-in shell handing over to the app', () => {
  it('given an email and half a password typed into the shell, with the caret in the password, when the app replaces the shell, then the form holds both and the caret stays where it was', async () => {
    const shell = sendShell();
    shell.email.value = 'li.wei@assay.test';
    shell.password.value = 'Demo';
    shell.password.focus();
    shell.password.setSelectionRange(2, 2);

    await appArrives();

    const email = container.querySelector<HTMLInputElement>('#email')!;
    const password = container.querySelector<HTMLInputElement>('#password')!;
    expect(email).not.toBe(shell.email);
    expect(email.value).toBe('li.wei@assay.test');
    expect(password.value).toBe('Demo');
    expect(document.activeElement).toBe(password);
    expect([password.selectionStart, password.selectionEnd]).toEqual([2, 2]);
  });

  it('given a field left by a tap elsewhere before the app arrived, when it arrives, then the values are kept and no field takes the caret', async () => {
    const shell = sendShell();
    shell.email.focus();
    shell.email.value = 'li.wei@assay.test';
    watchShellInput(container);
    shell.email.blur();
    await Promise.resolve();

    root = createRoot(container);
    await act(async () => root!.render(<Form />));

    expect(container.querySelector<HTMLInputElement>('#email')!.value).toBe('li.wei@assay.test');
    expect(document.activeElement).toBe(document.body);
  });

  it('given nothing typed into the shell, when the app arrives, then the form starts empty and takes no focus', async () => {
    sendShell();
    await appArrives();
    expect(container.querySelector<HTMLInputElement>('#email')!.value).toBe('');
    expect(container.querySelector<HTMLInputElement>('#password')!.value).toBe('');
    expect(document.activeElement).toBe(document.body);
  });

  it("given the app's first screen is not the sign-in form (someone sent on elsewhere), when a sign-in form opens later, then it starts empty and takes no focus", async () => {
    const shell = sendShell();
    shell.email.value = 'li.wei@assay.test';
    shell.email.focus();
    watchShellInput(container);
    root = createRoot(container);
    await act(async () => root!.render(<p>Your progress</p>));
    // A browser delivers mutation records as a microtask; happy-dom in a timer: let it run first.
    await new Promise((resolve) => window.setTimeout(resolve, 0));
    await act(async () => root!.render(<Form />));
    expect(container.querySelector<HTMLInputElement>('#email')!.value).toBe('');
    expect(document.activeElement).toBe(document.body);
  });

  it('given a page without a shell (every other screen), when the app arrives, then nothing is handed over', async () => {
    container = document.createElement('div');
    document.body.append(container);
    await appArrives();
    expect(container.querySelector<HTMLInputElement>('#email')!.value).toBe('');
  });
});
