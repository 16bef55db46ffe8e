import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { EMAIL_EDITOR_TABS, oneOf, searchOf } from '../../-search.ts';
import { PlaceholderScreen } from '../../../features/placeholder/placeholder-screen.tsx';

const editorSearch = searchOf({ tab: oneOf(EMAIL_EDITOR_TABS) });

export const Route = createFileRoute('/_staff/email-editor/$templateName')({
  // The selected tab; none means email-body (seed 000 section 2.9).
  validateSearch: editorSearch,
  component: () => <PlaceholderScreen title={msg`Email template`} />,
});
