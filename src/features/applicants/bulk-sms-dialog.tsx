/**
 * Text the selected applicants (D236): one message per phone number, merge fields filled per
 * recipient on the server, the segment count shown while typing. Those without a usable mobile
 * number or who replied STOP are skipped, and the answer says how many.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { mergeFieldProblems } from '../../../contracts/merge-fields.ts';
import { ApiError, call } from '../../lib/api-client.ts';
import * as api from '../../lib/api/sms.ts';
import { errorText } from '../../lib/error-text.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { mergeFieldHint, mergeProblemText } from '../../ui/merge-fields/merge-field-texts.ts';
import { SegmentCount } from '../../ui/merge-fields/segment-count.tsx';
import { notify } from '../../ui/notifications.atoms.ts';

export function BulkSmsDialog({
  selected,
  detail,
  onClose,
  onDone,
}: {
  selected: string[];
  detail: string;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [key] = useState(() => crypto.randomUUID());
  const send = useMutation({
    mutationFn: (text: string) =>
      call(api.bulkSendSms, { body: { ref_ids: selected, body: text }, idempotencyKey: key }),
    onSuccess: async ({ queued, skipped }) => {
      const sent = plural(queued, { one: '# text message queued.', other: '# text messages queued.' });
      const left = skipped.length
        ? ` ${plural(skipped.length, {
            one: '# applicant skipped: no mobile number in international form, or replied STOP.',
            other: '# applicants skipped: no mobile number in international form, or replied STOP.',
          })}`
        : '';
      notify({ type: skipped.length ? 'warning' : 'success', body: sent + left });
      await queryClient.invalidateQueries({ queryKey: ['scorecard'] });
      onDone();
    },
  });
  const submit = () => {
    const text = body.trim();
    if (!text) return setFieldError(t`Write the message.`);
    const problem = mergeFieldProblems({ body: text })[0];
    if (problem) return setFieldError(mergeProblemText(problem));
    setFieldError(undefined);
    send.mutate(text);
  };
  const serverField = send.error instanceof ApiError ? send.error.errors?.[0]?.message : undefined;
  return (
    <FormDialog
      isOpen
      title={t`Text applicants`}
      detail={detail}
      submitLabel={t`Send text message`}
      onCancel={() => {
        if (!send.isPending) onClose();
      }}
      onSubmit={submit}
      isBusy={send.isPending}
      error={send.error && !serverField ? errorText(send.error) : undefined}
    >
      <FormField id="bulk-sms-body" label={t`Text message`} hint={mergeFieldHint()} error={fieldError ?? serverField}>
        {(a11y) => (
          <>
            <textarea
              id="bulk-sms-body"
              className="form-field__input"
              rows={4}
              maxLength={1600}
              value={body}
              onChange={(e) => setBody(e.target.value)}
              {...a11y}
            />
            <SegmentCount text={body} />
          </>
        )}
      </FormField>
    </FormDialog>
  );
}
