import { expect, test, type Page } from './support/test.ts';
import { chosenOption, tapAnOption } from './support/chaos/choice.ts';
import { seeded } from './support/chaos/rng.ts';

// The chaos driver's bookkeeping of a tap (e2e/support/chaos/choice.ts), on pages made to
// misbehave the way a live one can: what the driver records as the person's answers must be what
// the page holds, since the server finalises a questionnaire on the device's own count and hash of
// its answers (src/offline/kinds/submit.ts). Seed 6600 found the server holding an answer the driver
// had not recorded ("duplicated", docs/benchmarks.md): the driver aimed with a locator found anew
// at the tap, so a question that changed between the look and the tap got the tap, unrecorded.
// No app here: the question is a page of its own.

/** One question of five options; `script` makes the page misbehave. */
async function question(page: Page, script: string): Promise<void> {
  await page.setContent(`<main><fieldset id="q"></fieldset></main>
    <script>
      function render(itemId) {
        document.getElementById('q').innerHTML = '<legend><h1>' + itemId + '</h1></legend>' +
          [1, 2, 3, 4, 5].map((v) => '<label style="display:block;padding:12px"><input type="radio" name="' + itemId +
            '" value="' + v + '"> Option ' + v + '</label>').join('');
      }
      render('item-a');
      ${script}
    </script>`);
}

/** What the page holds as answered: each item with a checked option, and its value. */
const pageAnswers = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLInputElement>('input[type=radio]:checked')].map((i) => [
        i.name,
        Number(i.value),
      ]),
    ),
  );

/** The driver's record of one turn (questionnaire.ts): the chosen option of the item it tapped. */
async function recordedTurn(page: Page): Promise<Record<string, number>> {
  const tap = await tapAnOption(page, seeded(6600));
  const chosen = tap && (await chosenOption(page, tap.itemId));
  return tap && chosen !== undefined ? { [tap.itemId]: chosen } : {};
}

test.beforeEach(({ page }) => {
  // A tap that cannot land gives up soon here; the driver's bound is BOUNDS.look.
  page.setDefaultTimeout(3_000);
});

test('a question replaced between the look and the tap: the driver records nothing for the old one, as the page holds', async ({
  page,
}) => {
  // The next question comes as the finger arrives (a resume after a reload, a screen changing under the tap).
  await question(
    page,
    `document.addEventListener('pointermove', () => render('item-b'), { capture: true, once: true });`,
  );

  const recorded = await recordedTurn(page);

  expect(recorded).toEqual(await pageAnswers(page));
});

test('a tap the page takes as another option: the driver records the option the page shows chosen', async ({
  page,
}) => {
  // The page ends with the neighbour chosen (a tap that met it).
  await question(
    page,
    `document.addEventListener('change', (event) => {
      const label = event.target.closest('label');
      const next = (label.nextElementSibling ?? label.previousElementSibling).querySelector('input');
      next.checked = true;
    });`,
  );

  const recorded = await recordedTurn(page);

  expect(Object.keys(recorded)).toEqual(['item-a']);
  expect(recorded).toEqual(await pageAnswers(page));
});
