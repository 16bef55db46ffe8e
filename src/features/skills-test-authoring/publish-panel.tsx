/** Publishing a skills test's draft as its next version, and why it could not be published. */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AuthoredSkillsTestDetail } from '../../../contracts/skills-test-authoring.ts';
import { call } from '../../lib/api-client.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import { publishSkillsTest } from '../../lib/api/skills-test-authoring.ts';
import { Button } from '../../ui/form/button.tsx';
import { emptySectionIds } from './authoring-form.ts';
import { refreshAuthoring } from './authoring.queries.ts';

export function PublishPanel({ test }: { test: AuthoredSkillsTestDetail }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [error, setError] = useState<unknown>();
  const [done, setDone] = useState<number>();
  const publishing = useMutation({
    mutationFn: async () => {
      const published = await call(publishSkillsTest, { params: { id: test.skills_test_id } });
      // Published, even if the lists fail to refresh after.
      setDone(published.latest_version ?? undefined);
      await refreshAuthoring(queryClient);
    },
    onError: (error) => setError(error),
  });
  const fields = fieldErrorTexts(error);
  const empty = emptySectionIds(fields);
  const next = (test.latest_version ?? 0) + 1;
  const publish = () => {
    setError(undefined);
    setDone(undefined);
    publishing.mutate();
  };
  return (
    <div className="st-author__panel">
      <h2>
        <Trans>Publish</Trans>
      </h2>
      <p className="st-author__muted">
        <Trans>
          Publishing freezes the draft as version {next}. Candidates who start the test from then on take it; a
          candidate already in the middle of the test keeps the version they started. Changes to the draft reach
          candidates only when you publish again.
        </Trans>
      </p>
      {done !== undefined && (
        <p role="status">
          <Trans>Version {done} is published.</Trans>
        </p>
      )}
      {error !== undefined && (
        <div className="notice notice--error" role="alert">
          {'sections' in fields ? (
            <p>{t`Add a section before publishing`}</p>
          ) : empty.length > 0 ? (
            <>
              <p>{t`Every section needs at least one question before publishing.`}</p>
              <ul>
                {test.sections
                  .filter((s) => empty.includes(s.skills_test_section_id))
                  .map((s) => (
                    <li key={s.skills_test_section_id}>
                      {s.title}: {t`Question should not be empty`}
                    </li>
                  ))}
              </ul>
            </>
          ) : (
            <p>{errorText(error)}</p>
          )}
        </div>
      )}
      <Button onClick={publish} isBusy={publishing.isPending} busyLabel={<Trans>Publishing…</Trans>}>
        <Trans>Publish version {next}</Trans>
      </Button>
    </div>
  );
}
