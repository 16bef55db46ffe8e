/** /admin/measurements: where the provider's measurement content is written. */
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import './authoring.css';

export function MeasurementsScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Measurements`);
  return (
    <section className="st-author" aria-labelledby="measurements-title">
      <h1 id="measurements-title">
        <Trans>Measurements</Trans>
      </h1>
      <ul className="st-author__list">
        <li className="st-author__item">
          <div>
            <p className="st-author__name">
              <Link to="/admin/measurements/settings/skills-test/list">
                <Trans>Skills tests</Trans>
              </Link>
            </p>
            <p className="st-author__muted">
              <Trans>
                Write tests of sections and multiple-choice questions, and publish them as versions that company plans
                can give.
              </Trans>
            </p>
          </div>
        </li>
        <li className="st-author__item">
          <div>
            <p className="st-author__name">
              <Link to="/admin/measurements/settings/attributes">
                <Trans>Attributes</Trans>
              </Link>
            </p>
            <p className="st-author__muted">
              <Trans>The qualities the provider&apos;s assessments and interview questions measure.</Trans>
            </p>
          </div>
        </li>
      </ul>
    </section>
  );
}
