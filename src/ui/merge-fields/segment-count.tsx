/**
 * How many text-message segments a message takes, shown while it is typed (D236): GSM-7 when every
 * character is in the GSM set (160 a segment, 153 when split), else UCS-2 (70, then 67). Merge
 * fields are counted with the sample values, as the preview shows them; a real name may differ.
 */
import { Plural, Trans } from '@lingui/react/macro';
import { fillMergeFields, SAMPLE_MERGE_VALUES } from '../../../contracts/merge-fields.ts';
import { countSegments } from '../../../contracts/sms.ts';

export function SegmentCount({ text, id }: { text: string; id?: string }) {
  const filled = fillMergeFields(text, SAMPLE_MERGE_VALUES);
  const count = countSegments(filled);
  const { units, segments, encoding } = count;
  return (
    <p className="form-field__hint" id={id} data-testid="sms-segment-count">
      {encoding === 'GSM-7' ? (
        <Trans>
          {units} characters (GSM-7), <Plural value={segments} one="# text message" other="# text messages" />
        </Trans>
      ) : (
        <Trans>
          {units} characters (UCS-2: accents or emoji outside the GSM set),{' '}
          <Plural value={segments} one="# text message" other="# text messages" />
        </Trans>
      )}
      {filled !== text && (
        <>
          {' '}
          <Trans>(with sample values)</Trans>
        </>
      )}
    </p>
  );
}
