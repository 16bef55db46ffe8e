/**
 * Saved views of a requisition's applicant list (D206): name the filters, sort and page the URL
 * holds now, open one again, delete one. Each person's own.
 */
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { VIEW_NAME_MAX } from '../../../contracts/applicant-views.ts';
import { call } from '../../lib/api-client.ts';
import * as api from '../../lib/api/applicant-views.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { notify } from '../../ui/notifications.atoms.ts';

const viewsKey = (jobId: number) => ['applicant-views', jobId] as const;
const viewsQueryOptions = (jobId: number) =>
  queryOptions({
    queryKey: viewsKey(jobId),
    queryFn: ({ signal }) => call(api.listApplicantViews, { params: { jobId }, signal }),
  });

export function SavedViews({ jobId }: { jobId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const views = useQuery(viewsQueryOptions(jobId));
  const [name, setName] = useState('');
  const [isNaming, setIsNaming] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: viewsKey(jobId) });
  const saving = useMutation({
    mutationFn: () =>
      call(api.saveApplicantView, { params: { jobId }, body: { name: name.trim(), search: window.location.search } }),
    onSuccess: async () => {
      setIsNaming(false);
      setName('');
      await refresh();
      notify({ type: 'success', body: t`View saved.` });
    },
    onError: (e) => notify({ type: 'error', body: errorText(e) }),
  });
  const deleting = useMutation({
    mutationFn: (viewId: number) => call(api.deleteApplicantView, { params: { viewId } }),
    onSuccess: refresh,
    onError: (e) => notify({ type: 'error', body: errorText(e) }),
  });
  return (
    <nav className="saved-views" aria-label={t`Saved views`}>
      {views.data && views.data.length > 0 && (
        <ul className="saved-views__list">
          {views.data.map((view) => (
            <li key={view.view_id}>
              <Link
                to="/smartreq-detail/applicants"
                search={{ ...Object.fromEntries(new URLSearchParams(view.search)), job_id: jobId } as never}
              >
                {view.name}
              </Link>
              <button
                type="button"
                className="saved-views__delete"
                aria-label={t`Delete the view ${view.name}`}
                onClick={() => deleting.mutate(view.view_id)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {isNaming ? (
        <form
          className="saved-views__form"
          onSubmit={(e) => {
            e.preventDefault();
            if (name.trim()) saving.mutate();
          }}
        >
          <label htmlFor={`saved-view-${jobId}`}>{t`View name`}</label>
          <input
            id={`saved-view-${jobId}`}
            className="form-field__input"
            value={name}
            maxLength={VIEW_NAME_MAX}
            onChange={(e) => setName(e.target.value)}
          />
          <Button type="submit" isBusy={saving.isPending}>
            <Trans>Save</Trans>
          </Button>
        </form>
      ) : (
        <Button variant="secondary" onClick={() => setIsNaming(true)}>
          <Trans>Save this view</Trans>
        </Button>
      )}
    </nav>
  );
}
