import bigFive from '@bigfive-org/questions';
import { describe, expect, it } from 'vitest';
import { responseScales } from './response-scales.ts';

const accuracy = () => responseScales().find((s) => s.code === 'accuracy-5')!;

describe('the personality answer scale says the same thing in every language', () => {
  it("given the item bank's English source anchors, then the English labels are those anchors in score order", () => {
    const source = (bigFive.getChoices('en').plus as unknown as { text: string; score: number }[])
      .toSorted((a, b) => a.score - b.score)
      .map((c) => c.text);
    expect(accuracy().labels.map((l) => l.en)).toEqual(source);
    expect(source).toEqual([
      'Very Inaccurate',
      'Moderately Inaccurate',
      'Neither Accurate Nor Inaccurate',
      'Moderately Accurate',
      'Very Accurate',
    ]);
  });

  it('given Spanish and French, then each point asks about accuracy too, never agreement', () => {
    const labels = accuracy().labels;
    expect(labels.map((l) => l.es)).toEqual([
      'Muy inexacto',
      'Moderadamente inexacto',
      'Ni exacto ni inexacto',
      'Moderadamente exacto',
      'Muy exacto',
    ]);
    expect(labels.map((l) => l.fr)).toEqual([
      'Très inexact',
      'Plutôt inexact',
      'Ni exact ni inexact',
      'Plutôt exact',
      'Très exact',
    ]);
    for (const l of labels) {
      expect(l.es).not.toMatch(/acuerdo/i);
      expect(l.fr).not.toMatch(/accord/i);
      // Inaccurate points read "inexact" in every language; accurate ones do not.
      const isInaccurate = /Inaccurate$/.test(l.en) && !/^Neither/.test(l.en);
      expect(/inexact/i.test(l.es) && !/^Ni /.test(l.es)).toBe(isInaccurate);
      expect(/inexact/i.test(l.fr) && !/^Ni /.test(l.fr)).toBe(isInaccurate);
    }
  });
});
