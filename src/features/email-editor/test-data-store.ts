/**
 * The editor's test data, kept per template name in this browser's local storage (seed 000 section
 * 2.9): values a person typed to preview a template, nothing the server needs.
 */
const keyOf = (templateName: string) => `assay.email-test-data.${templateName}`;

export function readTestData(templateName: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(templateName)) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    // Storage blocked or a value someone edited by hand: start from nothing.
    return {};
  }
}

export function writeTestData(templateName: string, values: Record<string, string>): void {
  try {
    localStorage.setItem(keyOf(templateName), JSON.stringify(values));
  } catch {
    // Storage full or blocked: the values still work for this visit.
  }
}
