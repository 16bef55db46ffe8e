/**
 * A person with the keyboard alone (D210): Tab and Shift+Tab to a control by its name,
 * and a form filled control by control the way they would, checking at each stop that the focus
 * can be seen. No click, no fill: only page.keyboard.
 */
import { PATIENCE } from '../../playwright.config.ts';
import { expect, type FileChooser, type Page } from './test.ts';

interface Focused {
  name: string;
  tag: string;
  type: string;
  role: string;
  /** The focus can be seen: an outline or a ring on the control or the label around it. */
  visible: boolean;
  /** In the page's main content (not the header's language switch or menus). */
  inMain: boolean;
  /** In the Tab order: a heading the page moved the focus to (tabindex -1) is not, and wears no ring. */
  tabbable: boolean;
  id: string;
}

/** What has the focus, as a person hears and sees it. */
export const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body)
      return { name: '', tag: 'body', type: '', role: '', visible: true, inMain: false, tabbable: false, id: 'body' };
    const labelled = active.getAttribute('aria-labelledby');
    const byLabelledBy = labelled
      ? labelled
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
      : undefined;
    const labels = (active as HTMLInputElement).labels;
    const label = labels && labels.length > 0 ? labels[0]!.textContent : undefined;
    const name = (active.getAttribute('aria-label') ?? byLabelledBy ?? label ?? active.textContent ?? '')
      .replace(/\s+/g, ' ')
      .trim();
    const ring = (element: Element | null) => {
      if (!element) return false;
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
    };
    const around = active.closest('label') ?? labels?.[0] ?? active.parentElement;
    if (!active.dataset.kbd) active.dataset.kbd = String(Math.random()).slice(2);
    return {
      name,
      tag: active.tagName.toLowerCase(),
      type: (active as HTMLInputElement).type ?? '',
      role: active.getAttribute('role') ?? '',
      visible: ring(active) || ring(around),
      inMain: active.closest('main') !== null,
      tabbable: active.tabIndex >= 0,
      id: active.dataset.kbd,
    };
  });

/** Presses Tab (or Shift+Tab) until the focus is on the control named `name`; fails after `limit` presses. */
export async function tabTo(page: Page, name: RegExp, options: { back?: boolean; limit?: number } = {}): Promise<void> {
  const key = options.back ? 'Shift+Tab' : 'Tab';
  for (let presses = 0; presses < (options.limit ?? 80); presses++) {
    const now = await focused(page);
    if (name.test(now.name)) {
      expect(now.visible, `the focus on "${now.name}" can be seen`).toBe(true);
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${name}; the focus is on "${(await focused(page)).name}"`);
}

/**
 * Tabs to the control named `name` and presses Enter on it, once the page shows it ready: a
 * person waits for the button, where Tab pressed while the page still loads passes before it.
 */
export async function activate(page: Page, name: RegExp): Promise<void> {
  const control = page.getByRole('button', { name, disabled: false }).or(page.getByRole('link', { name }));
  await expect(control.first()).toBeVisible();
  await tabTo(page, name);
  await page.keyboard.press('Enter');
}

export interface FillPlan {
  /** What to type in a text field, by its label; otherwise `Keyboard answer`. */
  text?: (label: string) => string | undefined;
  /** A file to give a file field when the chooser opens. */
  file?: Parameters<FileChooser['setFiles']>[0];
}

/**
 * A date a person types into Chromium's date field (month, day, year): in the past for a birth date
 * or a past job's dates, ahead for an earliest start.
 */
function dateKeys(label: string): string {
  if (/birth/i.test(label)) return '04121990';
  if (/^Start date/i.test(label)) return '01152020';
  if (/^End date/i.test(label)) return '06302023';
  return '12012026';
}

/** What a person types into a text field, by what its label asks for. */
function textFor(label: string, type: string): string {
  if (type === 'email' || /e-?mail/i.test(label)) return 'kim.keys@example.test';
  if (type === 'tel' || /phone/i.test(label)) return '5125550100';
  if (type === 'number' || /\b(pay|salary|hours|years|number of)\b/i.test(label)) return '20';
  if (type === 'url' || /\bURL\b|LinkedIn|website/i.test(label)) return 'https://www.linkedin.com/in/kim-keys';
  if (/\b(ZIP|postal)\b/i.test(label)) return '78701';
  if (/^State\b/i.test(label)) return 'TX';
  if (/^Country\b/i.test(label)) return 'US';
  return 'Keyboard answer';
}

/**
 * From the focus now, Tabs through the form until the control named `until`, answering each field
 * on the way as a person would: types into text fields, Space on a radio or checkbox (the first
 * of a group), ArrowDown on a select, Enter on a file field then the file in the chooser.
 */
export async function fillUntil(page: Page, until: RegExp, plan: FillPlan = {}): Promise<string> {
  const seen = new Set<string>();
  const groupsAnswered = new Set<string>();
  // Every file chooser the page opens is taken, from before the first key: one opened before
  // Playwright intercepted it, or after a wait gave up, would stay open in Chromium, which then
  // opens no other (three Enters in a row opened nothing on a full run).
  const choosers: FileChooser[] = [];
  const onChooser = (chooser: FileChooser) => void choosers.push(chooser);
  if (plan.file) page.on('filechooser', onChooser);
  try {
    for (let presses = 0; presses < 150; presses++) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      if (until.test(now.name)) {
        expect(now.visible, `the focus on "${now.name}" can be seen`).toBe(true);
        return now.name;
      }
      if (seen.has(now.id) || !now.inMain || !now.tabbable) continue;
      seen.add(now.id);
      expect(now.visible, `the focus on "${now.name}" (${now.tag}) can be seen`).toBe(true);
      await answerFocused(page, now, plan, groupsAnswered, choosers);
    }
    throw new Error(`Tab never reached ${until}`);
  } finally {
    page.off('filechooser', onChooser);
  }
}

async function answerFocused(
  page: Page,
  now: Focused,
  plan: FillPlan,
  groupsAnswered: Set<string>,
  choosers: FileChooser[],
): Promise<void> {
  const isEmpty = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | HTMLTextAreaElement;
      return !el.value;
    });
  if (now.tag === 'textarea' || (now.tag === 'input' && /^(text|email|tel|url|number|search)$/.test(now.type))) {
    if (!(await isEmpty())) return;
    const text = plan.text?.(now.name) ?? textFor(now.name, now.type);
    await page.keyboard.type(text);
  } else if (now.tag === 'input' && now.type === 'date') {
    if (!(await isEmpty())) return;
    await page.keyboard.type(dateKeys(now.name));
  } else if (now.tag === 'select') {
    const chosen = await page.evaluate(() => (document.activeElement as HTMLSelectElement).selectedIndex);
    if (chosen <= 0) await page.keyboard.press('ArrowDown');
  } else if (now.tag === 'input' && (now.type === 'radio' || now.type === 'checkbox')) {
    const group = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement;
      return el.type === 'radio' ? `radio:${el.name}` : `checkbox:${el.name}`;
    });
    if (groupsAnswered.has(group)) return;
    groupsAnswered.add(group);
    const checked = await page.evaluate(() => (document.activeElement as HTMLInputElement).checked);
    if (!checked) await page.keyboard.press('Space');
  } else if (
    plan.file &&
    ((now.tag === 'input' && now.type === 'file') || (now.tag === 'button' && /^Upload/i.test(now.name)))
  ) {
    await chooseFileByKeyboard(page, plan.file, choosers);
  }
}

/**
 * Enter on the focused file field opens the chooser (`choosers` collects what the page opens). A
 * field the page re-rendered just as the key went down opens none, so the key is pressed again
 * (three times at most) while the focus is there; a late chooser is still taken. How long a press
 * may take to open one is the config's probe (PATIENCE.probe, scaled in slow mode): the one wait
 * here for something that may rightly never come.
 */
async function chooseFileByKeyboard(
  page: Page,
  file: NonNullable<FillPlan['file']>,
  choosers: FileChooser[],
): Promise<void> {
  const before = choosers.length;
  for (let tries = 0; tries < 3 && choosers.length === before; tries++) {
    await page.keyboard.press('Enter');
    await expect
      .poll(() => choosers.length, { timeout: PATIENCE.probe, message: 'a file chooser opened' })
      .toBeGreaterThan(before)
      .catch(() => undefined);
  }
  const opened = choosers[before];
  if (!opened) throw new Error(`Enter on "${(await focused(page)).name}" never opened a file chooser`);
  await opened.setFiles(file);
}

/**
 * Presses a Start button by keyboard once it can be used. Before the device is ready to work
 * offline the page offers "Go on anyway, online" and keeps Start disabled (out of the Tab order);
 * a person takes that offer, as the journeys do on a first visit.
 */
export async function startWhenReady(page: Page, name: RegExp): Promise<void> {
  await untilStartDecided(page, name);
  if (!(await page.getByRole('button', { name, disabled: false }).isVisible())) await goOnlineIfOffered(page);
  await activate(page, name);
}

/**
 * Until the readiness check before a timed start has decided: the start can be pressed, or the
 * page offers to go on online. Axe runs after it: while the notice above the start changes, the
 * button moves, and axe once read its colours at the old place (a contrast failure on a full run).
 */
export async function untilStartDecided(page: Page, name: RegExp): Promise<void> {
  const goOn = page.getByRole('button', { name: 'Go on anyway, online' });
  const start = page.getByRole('button', { name, disabled: false });
  await expect(start.or(goOn).first()).toBeVisible();
}

/**
 * Takes the "Go on anyway, online" offer by keyboard when the page shows it. The device may get
 * ready while Tab is on its way to it: the offer is then gone, which is what taking it leads to
 * (Tab then never reaches it, which takes presses, not time).
 */
export async function goOnlineIfOffered(page: Page): Promise<void> {
  const goOn = page.getByRole('button', { name: 'Go on anyway, online' });
  if (!(await goOn.isVisible())) return;
  try {
    await tabTo(page, /^Go on anyway, online$/);
    await page.keyboard.press('Enter');
  } catch (error) {
    if (await goOn.isVisible()) throw error;
  }
}
