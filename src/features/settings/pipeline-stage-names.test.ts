/** The pipeline stages' names form without React (D400): its values, problems, body and the fields a refusal names. */
import { describe, expect, it } from 'vitest';
import { refusedField, stageNameProblems, toStageNamesBody, toStageNameValues } from './pipeline-stage-names.ts';

const read = {
  stages: [
    { stage: 'interview' as const, names: { es: 'Entrevista final' } },
    { stage: 'offer' as const, names: {} },
    { stage: 'hired' as const, names: { en: 'Joined' } },
  ],
};

describe('the pipeline stage names form', () => {
  it('given the company names, then every stage has a value per language, empty where it gave none', () => {
    const values = toStageNameValues(read);
    expect(values.interview).toEqual({ en: '', es: 'Entrevista final', fr: '' });
    expect(values.hired.en).toBe('Joined');
  });

  it('given a name over 60 characters or one another stage has in the same language (any case), then each is a problem at its field only', () => {
    const values = toStageNameValues(read);
    values.offer.en = 'x'.repeat(61);
    values.offer.es = '  entrevista FINAL ';
    // The same name in another language is not the same column.
    values.offer.fr = 'Entrevista final';
    values.hired.es = 'y'.repeat(60);
    expect(stageNameProblems(values)).toEqual({ 'offer.en': 'too_long', 'offer.es': 'same_name' });
    expect(stageNameProblems(toStageNameValues(read))).toEqual({});
  });

  it('given the values, then the body names every stage with its trimmed names, empty ones going back to the product name', () => {
    const values = toStageNameValues(read);
    values.offer.fr = '  Proposition  ';
    expect(toStageNamesBody(values, 4)).toEqual({
      account_id: 4,
      stages: [
        { stage: 'interview', names: { en: '', es: 'Entrevista final', fr: '' } },
        { stage: 'offer', names: { en: '', es: '', fr: 'Proposition' } },
        { stage: 'hired', names: { en: 'Joined', es: '', fr: '' } },
      ],
    });
  });

  it("given the server's field of a refusal, then the stage and language it names", () => {
    expect(refusedField('stages.1.names.fr')).toBe('offer.fr');
    expect(refusedField('stages.5.names.fr')).toBeUndefined();
    expect(refusedField('stages')).toBeUndefined();
  });
});
