/**
 * The scorecard's "Language tests": each language test activity of the application with its parts
 * (type, language tested, instruction language), status, percent correct and band (GET
 * /smartreq/v1/language-tests/{userSmartreqId}/, the job-access rule). Hidden when the job has none.
 */
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { type StaffLanguagePart } from '../../../contracts/language-test.ts';
import { call } from '../../lib/api-client.ts';
import { languageName } from '../../lib/language-names.ts';
import { ScoreLine } from '../../ui/staff-kit/score-help.tsx';
import { Section } from './scorecard-sections.tsx';
import './language-test-section.css';
import { listStaffLanguageTests } from '../../lib/api/language-test.ts';

function PartName({ part }: { part: StaffLanguagePart }) {
  const { t, i18n } = useLingui();
  const language = languageName(part.language, i18n.locale);
  const instructions = languageName(part.instruction_language, i18n.locale);
  const type =
    part.assessment_type === 'listening'
      ? t`Listening`
      : part.assessment_type === 'reading'
        ? t`Reading`
        : part.assessment_type;
  return (
    <>
      {type}, {language} <span className="scorecard-table__muted">{t`(instructions in ${instructions})`}</span>
    </>
  );
}

function PartStatus({ part }: { part: StaffLanguagePart }) {
  if (part.status === 'completed') return <Trans>Completed</Trans>;
  if (part.status === 'in_progress') return <Trans>In progress</Trans>;
  return <Trans>Not started</Trans>;
}

export function LanguageTestSection({ userSmartreqId }: { userSmartreqId: number }) {
  const { t } = useLingui();
  const tests = useQuery({
    queryKey: ['scorecard', userSmartreqId, 'language-tests'] as const,
    queryFn: ({ signal }) => call(listStaffLanguageTests, { params: { userSmartreqId }, signal }),
  });
  if (!tests.data || tests.data.length === 0) return null;
  return (
    <Section id="scorecard-language" title={<Trans>Language tests</Trans>}>
      <ScoreLine kind="language" name={t`Correct and band`} />
      {tests.data.map((test) => (
        <div key={test.job_step_activity_id} className="scorecard-table-scroll">
          <table className="scorecard-table">
            <caption className="language-test-section__caption">
              {test.title} {test.is_completed ? <Trans>(complete)</Trans> : <Trans>(not complete)</Trans>}
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Part</Trans>
                </th>
                <th scope="col">
                  <Trans>Status</Trans>
                </th>
                <th scope="col" className="scorecard-table__number">
                  <Trans>Correct</Trans>
                </th>
                <th scope="col">
                  <Trans>Band</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {test.parts.map((part) => (
                <tr key={part.vendor_assessment_id}>
                  <th scope="row">
                    <PartName part={part} />
                  </th>
                  <td>
                    <PartStatus part={part} />
                  </td>
                  <td className="scorecard-table__number">
                    {part.percent === null
                      ? '–'
                      : part.correct !== null && part.total !== null
                        ? t`${part.percent}% (${part.correct} of ${part.total})`
                        : `${part.percent}%`}
                  </td>
                  <td>{part.band ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </Section>
  );
}
