import { Trans, useLingui } from '@lingui/react/macro';
import type { Experience } from '../../../contracts/experience.ts';
import { Button } from '../../ui/form/button.tsx';
import { formatExperienceDate } from './experience-date.ts';

export interface ExperienceItemProps {
  entry: Experience;
  onEdit(): void;
  onDelete(): void;
}

/** One entry of the list: title, company, dates (or Present) and place, with Edit and Delete. */
export function ExperienceItem({ entry, onEdit, onDelete }: ExperienceItemProps) {
  const { t, i18n } = useLingui();
  const place = [entry.location, entry.state, entry.country].filter(Boolean).join(', ');
  const start = formatExperienceDate(entry.start_date, i18n.locale);
  const end = entry.end_date && !entry.is_current ? formatExperienceDate(entry.end_date, i18n.locale) : undefined;
  const what = `${entry.title}, ${entry.company_name}`;
  return (
    <li className="experience-item">
      <div className="experience-item__body">
        <h2 className="experience-item__title">{entry.title}</h2>
        <p className="experience-item__company">{entry.company_name}</p>
        <p className="experience-item__meta">
          <time dateTime={entry.start_date}>{start}</time>
          {' – '}
          {end ? <time dateTime={entry.end_date!}>{end}</time> : <Trans>Present</Trans>}
        </p>
        {place && <p className="experience-item__meta">{place}</p>}
        {(entry.position_type || entry.field) && (
          <p className="experience-item__meta">{[entry.position_type, entry.field].filter(Boolean).join(' · ')}</p>
        )}
        {entry.description && <p className="experience-item__description">{entry.description}</p>}
      </div>
      <div className="experience-item__actions">
        <Button variant="secondary" onClick={onEdit} aria-label={t`Edit ${what}`}>
          <Trans>Edit</Trans>
        </Button>
        <Button variant="secondary" onClick={onDelete} aria-label={t`Delete ${what}`}>
          <Trans>Delete</Trans>
        </Button>
      </div>
    </li>
  );
}
