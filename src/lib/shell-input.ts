/**
 * The sign-in page's static shell (dist/login.html, public/preload.js) paints the form before the
 * app's JavaScript has arrived, and a person may type into its fields meanwhile. React's first
 * commit replaces the shell with the same form; this hands what was typed, and the caret, to it.
 *
 * The values are read from the shell's own inputs after that commit (in the form's first layout
 * effect, the same task), never earlier: a render sliced into several tasks would otherwise miss
 * the keys pressed between its slices.
 */

export interface ShellInput {
  /** What each field held, by id, when the app took over. */
  values: Record<string, string>;
  /** The field the caret was in, if any, and where in it. */
  focus?: { id: string; selectionStart: number | null; selectionEnd: number | null };
}

let fields = new Map<string, HTMLInputElement>();
let focusedId: string | undefined;
let watched: HTMLElement | undefined;

function onFocusIn(event: FocusEvent) {
  const target = event.target;
  if (target instanceof HTMLInputElement && fields.get(target.id) === target) focusedId = target.id;
}

function onFocusOut(event: FocusEvent) {
  const target = event.target;
  // Leaving a field by a tap elsewhere clears it; the field being removed by React's commit (when
  // a browser reports that as a blur too) does not: by the microtask, it is out of the page.
  queueMicrotask(() => {
    if (
      target instanceof HTMLInputElement &&
      target.isConnected &&
      focusedId === target.id &&
      document.activeElement !== target
    )
      focusedId = undefined;
  });
}

function forget() {
  watched?.removeEventListener('focusin', onFocusIn);
  watched?.removeEventListener('focusout', onFocusOut);
  fields = new Map();
  focusedId = undefined;
  watched = undefined;
}

/**
 * Called just before React renders into `container`: remembers the shell's fields, if it holds
 * any, until React's first commit has replaced them. The form takes them in that commit's layout
 * effects; when the first screen is another (someone sent on elsewhere), they are dropped then,
 * so a sign-in form opened later starts empty.
 */
export function watchShellInput(container: HTMLElement): void {
  forget();
  fields = new Map([...container.querySelectorAll<HTMLInputElement>('input[id]')].map((input) => [input.id, input]));
  if (fields.size === 0) return;
  const active = document.activeElement;
  focusedId = active instanceof HTMLInputElement && fields.get(active.id) === active ? active.id : undefined;
  watched = container;
  container.addEventListener('focusin', onFocusIn);
  container.addEventListener('focusout', onFocusOut);
  // Delivered after the commit's layout effects, which run in the same task as its DOM changes.
  new MutationObserver((_records, observer) => {
    observer.disconnect();
    forget();
  }).observe(container, { childList: true });
}

/** What was typed into the shell's fields with these ids, once (undefined when nothing was). */
export function takeShellInput(ids: readonly string[]): ShellInput | undefined {
  if (fields.size === 0) return undefined;
  const values: Record<string, string> = {};
  for (const id of ids) {
    const value = fields.get(id)?.value;
    if (value) values[id] = value;
  }
  const focused = focusedId !== undefined && ids.includes(focusedId) ? fields.get(focusedId) : undefined;
  forget();
  if (Object.keys(values).length === 0 && !focused) return undefined;
  return {
    values,
    ...(focused
      ? { focus: { id: focused.id, selectionStart: focused.selectionStart, selectionEnd: focused.selectionEnd } }
      : {}),
  };
}
