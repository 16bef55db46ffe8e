/** The shared rich-text editor and viewer, loaded on demand (Milkdown stays out of every other bundle). */
import { lazy, Suspense, useId } from 'react';
import { Trans } from '@lingui/react/macro';
import './rich-text-field.css';

const MarkdownEditor = lazy(() => import('./markdown-editor.tsx'));

function Loading() {
  return (
    <p className="rich-text__loading" role="status">
      <Trans>Loading the editor…</Trans>
    </p>
  );
}

export function RichTextEditor({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (markdown: string) => void;
  label: React.ReactNode;
}) {
  const labelId = useId();
  return (
    <div className="form-field">
      <span className="form-field__label" id={labelId}>
        {label}
      </span>
      <Suspense fallback={<Loading />}>
        <MarkdownEditor value={value} onChange={onChange} labelledBy={labelId} />
      </Suspense>
    </div>
  );
}

export function RichTextView({ value }: { value: string }) {
  if (!value.trim()) return null;
  return (
    <Suspense fallback={<Loading />}>
      <MarkdownEditor value={value} readOnly />
    </Suspense>
  );
}
