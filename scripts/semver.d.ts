// semver comes with npm's own tooling (a dependency of our dependencies) and ships no types.
declare module 'semver' {
  const semver: { satisfies(version: string, range: string, options?: { includePrerelease?: boolean }): boolean };
  export default semver;
}
