/** Navbar names are cut at 15 characters (seed 000 section 9). */
export const NAVBAR_NAME_LIMIT = 15;

export function truncateName(name: string, limit = NAVBAR_NAME_LIMIT): string {
  const trimmed = name.trim();
  return trimmed.length > limit ? `${trimmed.slice(0, limit).trimEnd()}…` : trimmed;
}

/** The first letters of the first and last names, for a narrow header. */
export function initials(user: { first_name: string; last_name: string }): string {
  return [user.first_name, user.last_name].map((name) => name.trim().charAt(0).toUpperCase()).join('');
}

export function fullName(user: { first_name: string; last_name: string }): string {
  return `${user.first_name} ${user.last_name}`.trim();
}
