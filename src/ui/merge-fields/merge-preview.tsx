import { Trans, useLingui } from '@lingui/react/macro';
import { fillMergeFields, SAMPLE_MERGE_VALUES } from '../../../contracts/merge-fields.ts';
import './merge-preview.css';

export interface MergePreviewProps {
  subject?: string;
  message: string;
}

/** A composed text as a recipient reads it, on sample data, so an editor never shows "for at .". */
export function MergePreview({ subject, message }: MergePreviewProps) {
  const { t } = useLingui();
  if (!message.trim() && !subject?.trim()) return null;
  return (
    <section className="merge-preview" aria-label={t`Preview`}>
      <p className="merge-preview__caption">
        <Trans>Preview with sample data</Trans>
      </p>
      {subject !== undefined && (
        <p className="merge-preview__subject">{fillMergeFields(subject, SAMPLE_MERGE_VALUES)}</p>
      )}
      <p className="merge-preview__body">{fillMergeFields(message, SAMPLE_MERGE_VALUES)}</p>
    </section>
  );
}
