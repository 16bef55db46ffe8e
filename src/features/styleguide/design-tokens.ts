import tokensCss from '../../ui/tokens.css?raw';

export interface DesignToken {
  name: string;
  value: string;
}

export interface TokenGroups {
  colours: DesignToken[];
  typeScale: DesignToken[];
  spacing: DesignToken[];
  radii: DesignToken[];
  shadows: DesignToken[];
  other: DesignToken[];
}

/** The custom properties of the stylesheet's first :root block (the light theme), in their order. */
export function readTokens(css: string): DesignToken[] {
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return [...root.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((match) => ({
    name: match[1]!,
    value: match[2]!.trim(),
  }));
}

const TYPE_SIZE = /^--text-(xs|sm|md|lg|xl|\d*xl)$/;

export function groupTokens(tokens: readonly DesignToken[]): TokenGroups {
  const groups: TokenGroups = { colours: [], typeScale: [], spacing: [], radii: [], shadows: [], other: [] };
  for (const token of tokens) {
    if (TYPE_SIZE.test(token.name)) groups.typeScale.push(token);
    else if (token.name.startsWith('--space-')) groups.spacing.push(token);
    else if (token.name.startsWith('--radius-')) groups.radii.push(token);
    else if (token.name.startsWith('--shadow-')) groups.shadows.push(token);
    else if (/^(#|rgb|hsl|var\(--)/.test(token.value)) groups.colours.push(token);
    else groups.other.push(token);
  }
  return groups;
}

/** The tokens src/ui/tokens.css defines today, read from the stylesheet itself so this page cannot drift from it. */
export const DESIGN_TOKENS = groupTokens(readTokens(tokensCss));
