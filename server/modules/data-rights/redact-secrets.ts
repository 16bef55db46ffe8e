/**
 * An archive is a copy a person keeps and forwards: it must not hold anything that still opens a
 * door. Mail sent to them carries one-time links (password reset, invitation, booking, signing);
 * the tokens in them are replaced by REDACTED before the text enters the archive.
 */
export const REDACTED = '[redacted]';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Query parameters that carry a credential, whatever their value looks like. */
const SECRET_PARAM = /token|key|sig|secret|session|sid|code|password|otp/i;
/** A run of URL-safe characters this long is a generated secret, not a word (ids are uuids, kept). */
const RANDOM_RUN = /[A-Za-z0-9_-]{24,}/g;

function redactRuns(text: string): string {
  return text.replace(RANDOM_RUN, (run) => (UUID.test(run) ? run : REDACTED));
}

function redactQuery(url: string): string {
  return url.replace(/([?&])([^=&#\s]+)=([^&#\s]*)/g, (whole, sep: string, name: string) =>
    SECRET_PARAM.test(name) ? `${sep}${name}=${REDACTED}` : whole,
  );
}

export function redactSecrets(text: string): string {
  return redactRuns(text.replace(/https?:\/\/[^\s"'<>]+/g, redactQuery)).replaceAll(
    encodeURIComponent(REDACTED),
    REDACTED,
  );
}
