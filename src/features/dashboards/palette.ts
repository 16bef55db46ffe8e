/**
 * Chart colours from the Okabe-Ito palette, told apart with every common colour-vision
 * deficiency; yellow is left out (too light on white for bars and text).
 */
export const CHART_COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#000000'] as const;

export const colourAt = (index: number) => CHART_COLOURS[index % CHART_COLOURS.length]!;
