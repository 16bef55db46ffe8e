const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Emails typed into one box, separated by commas, semicolons, spaces or lines; lower-cased, each once. */
export function parseRecipients(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

/** The first entry that is not an email address, if any. */
export function firstInvalidEmail(emails: readonly string[]): string | undefined {
  return emails.find((e) => !EMAIL.test(e));
}
